/** What the inspector shows instead of a secret. */
export const REDACTED = '[redacted]'

/** Dotted paths to the fields that hold secrets ('password', 'session.token'); '' is the whole
 *  value. Through an array, a path applies to each of its items. */
export type SecretPaths = readonly string[]

/** A copy of `value` with the field at each path replaced by REDACTED. A field that is absent
 *  or empty stays as it is: it hides nothing, and a tester still sees that nothing was typed. */
export function redactPaths<T>(value: T, paths: SecretPaths): T {
  return paths.reduce<unknown>(
    (current, path) => redactPath(current, path === '' ? [] : path.split('.')),
    value,
  ) as T
}

function redactPath(value: unknown, keys: readonly string[]): unknown {
  if (keys.length === 0) {
    return value === undefined || value === null || value === '' ? value : REDACTED
  }
  if (Array.isArray(value)) return value.map((item) => redactPath(item, keys))
  if (value === null || typeof value !== 'object') return value
  const [key, ...rest] = keys as [string, ...string[]]
  if (!Object.hasOwn(value, key)) return value
  return { ...value, [key]: redactPath((value as Record<string, unknown>)[key], rest) }
}

/** A copy of an event with every field but its type replaced: for actors nobody declared. */
export function redactPayload<T>(event: T): T {
  if (event === null || typeof event !== 'object') return event
  return Object.fromEntries(
    Object.entries(event).map(([key, field]) => [
      key,
      key === 'type' ? field : redactPath(field, []),
    ]),
  ) as T
}
