// A known API path asked with a method it does not take answers 405 with the methods it does
// take (RFC 9110 15.5.6), instead of the 404 of a path that does not exist.
import type { MiddlewareHandler } from 'hono'
import { errorResponse } from './responses.ts'

export interface Route {
  method: string
  /** A Hono path: `:name` matches one segment. */
  path: string
}

const segmentPattern = (segment: string) =>
  segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Entry {
  pattern: RegExp
  methods: Set<string>
}

/** Answers 405 with `Allow` for a request to one of `routes`' paths with another method. Not
 *  an async function: a request it lets through goes on without a promise of its own. A path
 *  without parameters is found by its text; only the paths with parameters are tried as
 *  patterns (every request passes here: trying all of them was a few µs of each). */
export function methodNotAllowed(routes: readonly Route[]): MiddlewareHandler {
  const paths = new Map<string, Entry>()
  for (const { method, path } of routes) {
    const entry = paths.get(path) ?? {
      pattern: new RegExp(`^${path.split('/').map(segmentPattern).join('/')}$`),
      methods: new Set<string>(),
    }
    entry.methods.add(method)
    // Hono answers HEAD with the GET route.
    if (method === 'GET') entry.methods.add('HEAD')
    paths.set(path, entry)
  }
  const hasParameter = (path: string) => path.split('/').some((segment) => segment.startsWith(':'))
  const fixed = new Map([...paths].filter(([path]) => !hasParameter(path)))
  const patterned = [...paths].filter(([path]) => hasParameter(path)).map(([, entry]) => entry)
  return (c, next) => {
    const { path, method } = c.req
    // A request the path takes goes on at its route's entry; the methods are gathered for the
    // answer only when it is refused.
    let allowed: Set<string> | undefined
    const exact = fixed.get(path)
    if (exact) {
      if (exact.methods.has(method)) return next()
      allowed = new Set(exact.methods)
    }
    for (const { pattern, methods } of patterned) {
      if (!pattern.test(path)) continue
      if (methods.has(method)) return next()
      allowed ??= new Set()
      for (const taken of methods) allowed.add(taken)
    }
    if (!allowed) return next()
    const allow = [...allowed].sort().join(', ')
    c.header('Allow', allow)
    return Promise.resolve(errorResponse(c, 405, `This API call takes ${allow} only.`))
  }
}
