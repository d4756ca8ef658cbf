// The console's routes come from its endpoint table (src/api/console/endpoints.ts), as the
// site's come from src/api/endpoints.ts: `consoleRouter(app, staff)` gives `route(name, handler)`,
// which registers the entry's method on `agentsBase + path` behind the checks the entry implies,
// in this order: the URL's text (wellFormedUrl), the path's params, the session (staff, and
// adminOnly for `admin`), then the query and the JSON body. The handler reads what was checked
// with `c.req.valid('param' | 'query' | 'json')`, typed from the entry. The 405 answers list the
// same table (`consoleRoutes`), so no path of the console is written anywhere else.
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import {
  consoleEndpoints,
  type ConsoleCallName,
  type ConsoleEndpoint,
  type ConsoleEndpoints,
} from '../../src/api/console/endpoints.ts'
import { agentsBase } from '../../src/agents/contract.ts'
import { wellFormedUrl } from '../api/context.ts'
import type { Route } from '../http/methods.ts'
import { jsonBody, validParams, validQuery } from '../http/validation.ts'
import { adminOnly } from './auth.ts'
import type { AgentsEnv } from './env.ts'

type Entry<N extends ConsoleCallName> = ConsoleEndpoints[N]
type Checked<N extends ConsoleCallName, K extends string> =
  Entry<N> extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : never

/** The path the server answers a call at. */
export type ConsolePath<N extends ConsoleCallName> = `${typeof agentsBase}${Entry<N>['path']}`
export const consolePath = <N extends ConsoleCallName>(name: N) =>
  `${agentsBase}${consoleEndpoints[name].path}` as ConsolePath<N>

/** What a handler's request holds once checked: its params, query and body, as the entry's
 *  schemas give them. */
type ConsoleInput<N extends ConsoleCallName> = {
  out: { param: Checked<N, 'params'>; query: Checked<N, 'query'>; json: Checked<N, 'body'> }
}
export type ConsoleContext<N extends ConsoleCallName> = Context<
  AgentsEnv,
  ConsolePath<N>,
  ConsoleInput<N>
>
export type ConsoleHandler<N extends ConsoleCallName> = (
  c: ConsoleContext<N>,
) => Response | Promise<Response>

/** What the server checks beyond the table: a stricter body (the same fields, with rules only
 *  the server can apply, such as the list of common passwords). */
export interface ServerChecks<N extends ConsoleCallName> {
  body?: z.ZodMiniType<Checked<N, 'body'>>
}

export type ConsoleRoute = <N extends ConsoleCallName>(
  name: N,
  handler: ConsoleHandler<N>,
  checks?: ServerChecks<N>,
) => void

type Step = MiddlewareHandler<AgentsEnv>

/** The registrar of `app`'s console calls; `staff` is the staff session's check (auth.ts). */
export function consoleRouter(
  app: Hono<AgentsEnv>,
  staff: MiddlewareHandler<AgentsEnv>,
): ConsoleRoute {
  return (name, handler, checks = {}) => {
    const entry: ConsoleEndpoint = consoleEndpoints[name]
    const path = consolePath(name)
    const body = checks.body ?? entry.body
    // Hono types a route's context from its handlers written out one by one; these are chosen
    // at run time, so each is a plain step here and the handler's types come from the entry.
    const steps = [
      wellFormedUrl(path),
      entry.params && validParams(entry.params),
      entry.access !== 'anonymous' && staff,
      entry.access === 'admin' && adminOnly,
      entry.query && validQuery(entry.query),
      body && jsonBody(body),
      handler,
    ].filter(Boolean) as unknown as [Step, ...Step[]]
    app.on(entry.method, path, ...steps)
  }
}

/** Every call of the console, for the app's 405 answers. */
export const consoleRoutes: Route[] = (Object.keys(consoleEndpoints) as ConsoleCallName[]).map(
  (name) => ({ method: consoleEndpoints[name].method, path: consolePath(name) }),
)
