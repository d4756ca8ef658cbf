// The API's limit on request bodies. Hono's bodyLimit asks the request for its body stream
// first, which on @hono/node-server turns its light request into a full one even for a GET:
// requests that carry no body, and bodies that announce their length, are judged without it.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit'

interface BodyLimitOptions {
  maxSize: number
  onError: (c: Context) => Response | Promise<Response>
}

const bodilessMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const streamed = streamedBodyLimit(options)
  return (c, next) => {
    if (bodilessMethods.has(c.req.method)) return next()
    const length = c.req.header('Content-Length')
    // A chunked body has no length to trust: it is counted as it is read.
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) {
      return streamed(c, next)
    }
    return Number.parseInt(length, 10) > options.maxSize
      ? Promise.resolve(options.onError(c))
      : next()
  }
}
