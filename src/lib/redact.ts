/** Keys whose values never leave the page: passwords, tokens and access codes. */
const secretKey = /pwd|passw|token|secret|code/i

export const REDACTED = '[redacted]'

/** A copy of `value` with every secret-looking field replaced, at any depth. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T
  if (value === null || typeof value !== 'object') return value
  if (Object.getPrototypeOf(value) !== Object.prototype) return value // Errors, Dates, actors
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      secretKey.test(key) && field !== undefined && field !== null
        ? REDACTED
        : redactSecrets(field),
    ]),
  ) as T
}
