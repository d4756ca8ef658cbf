// Types for the three classes limiter.ts imports from rate-limiter-flexible's own files
// (CommonJS, each exporting its class): its index loads every store it supports, Redis, Mongo,
// DynamoDB and the rest, about 35 ms at each start for two of them.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  export { RateLimiterMemory as default } from 'rate-limiter-flexible'
}
declare module 'rate-limiter-flexible/lib/RateLimiterPostgres.js' {
  export { RateLimiterPostgres as default } from 'rate-limiter-flexible'
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  export { RateLimiterRes as default } from 'rate-limiter-flexible'
}
