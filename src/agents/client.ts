// The console's one HTTP client (issue 43), apart from the site's (src/api/client.ts) so that no
// public page loads it: an `ofetch.create` instance on the console's API, called by the name of
// an entry of the console's endpoint table (src/api/console/endpoints.ts), which gives the
// method, the path and the zod schema the answer is parsed with. Every call carries the
// session's token as `Authorization: Bearer …` and, when it changes something, the XSRF header
// (src/api/xsrf.ts); it waits 15 s at most and is never retried (a retried POST could act twice).
// A 401 on any call but the sign-in tells the `onSessionLost` handlers: the session is over.
// Only the console's effects (src/agents/*Effects.ts) import it.
import { FetchError, ofetch, type FetchResponse, type ResponseType } from 'ofetch'
import type * as z from 'zod/mini'
import { apiError } from '../api/schemas'
import {
  consoleEndpoints,
  type ConsoleCallName,
  type ConsoleEndpoint,
  type ConsoleEndpoints,
} from '../api/console/endpoints'
import { xsrfHeader } from '../api/xsrf'
import { config } from '../lib/config'
import { agentsBase } from './contract'

export const AGENTS_TIMEOUT_MS = 15_000

/** Where the console's API is: /api/agents under the configured API base. */
const consoleBase = agentsBase.replace(/^\/api/, config.apiBase)

/** Why a console call failed: the status, the server's message and body, Retry-After. */
export class AgentsCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
    /** Seconds, from a 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'AgentsCallError'
  }
}

let token: string | undefined

/** The token later calls carry; undefined once signed out. */
export function setAgentsToken(value: string | undefined) {
  token = value
}

const sessionLostHandlers = new Set<{ handler: () => void }>()

/** Registers `handler`, called once for each 401 a call answers (all but the sign-in, whose
 *  401 is a wrong password): the session has ended on the server. Returns its unregistration. */
export function onSessionLost(handler: () => void): () => void {
  const registration = { handler }
  sessionLostHandlers.add(registration)
  return () => {
    sessionLostHandlers.delete(registration)
  }
}

function announceSessionLost() {
  for (const { handler } of [...sessionLostHandlers]) {
    try {
      handler()
    } catch (error) {
      // A handler's failure is its own: the call still rejects with its 401, and the error is
      // reported as uncaught rather than lost.
      queueMicrotask(() => {
        throw error
      })
    }
  }
}

const consoleFetch = ofetch.create({
  baseURL: consoleBase,
  timeout: AGENTS_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  onRequest({ options }) {
    if (token) options.headers.set('Authorization', `Bearer ${token}`)
    // Every call has the same base: its origin decides whether the XSRF token may go.
    for (const [name, value] of Object.entries(xsrfHeader(options.method ?? 'GET', consoleBase)))
      options.headers.set(name, value)
  },
})

type Schema = z.ZodMiniType
type Entry<N extends ConsoleCallName> = ConsoleEndpoints[N]
type Input<N extends ConsoleCallName, K extends string> =
  Entry<N> extends Record<K, infer S extends Schema> ? z.input<S> : never

/** A path param is text; an id may be given as the number it is. */
type ParamsOf<N extends ConsoleCallName> = {
  [K in keyof Input<N, 'params'>]: string extends Input<N, 'params'>[K]
    ? Input<N, 'params'>[K] | number
    : Input<N, 'params'>[K]
}

/** What a call takes: its path's params and its body when the entry has them (required), its
 *  query when it has one (optional: every filter is). */
export type ConsoleCallOptions<N extends ConsoleCallName> = (Entry<N> extends { params: Schema }
  ? { params: ParamsOf<N> }
  : { params?: never }) &
  (Entry<N> extends { body: Schema } ? { body: Input<N, 'body'> } : { body?: never }) &
  (Entry<N> extends { query: Schema } ? { query?: Input<N, 'query'> } : { query?: never })

/** The parsed answer; undefined for an entry that answers no JSON. */
export type ConsoleAnswer<N extends ConsoleCallName> =
  Entry<N> extends { response: infer S extends Schema } ? z.output<S> : undefined

type OptionsArgument<N extends ConsoleCallName> =
  Record<string, never> extends ConsoleCallOptions<N>
    ? [options?: ConsoleCallOptions<N>]
    : [options: ConsoleCallOptions<N>]

/** The entry's path with each `:name` replaced by its param, encoded. */
function pathOf(entry: ConsoleEndpoint, params: Record<string, string | number> = {}) {
  return entry.path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  )
}

/** A call's options as they are sent, once its entry's types have been checked. */
interface RequestParts {
  params?: Record<string, string | number>
  query?: unknown
  body?: unknown
}

/** Makes the call `name` and answers ofetch's raw response, or rejects with AgentsCallError
 *  (after telling the session-lost handlers of a 401). */
async function consoleRequest(
  name: ConsoleCallName,
  options: RequestParts,
  extra: { responseType?: ResponseType; accept?: string; timeout?: number } = {},
): Promise<FetchResponse<unknown>> {
  const entry: ConsoleEndpoint = consoleEndpoints[name]
  try {
    return await consoleFetch.raw(pathOf(entry, options.params), {
      method: entry.method,
      body: options.body as Record<string, unknown> | undefined,
      query: options.query as Record<string, string> | undefined,
      ...(extra.accept ? { headers: { Accept: extra.accept } } : {}),
      ...(extra.responseType ? { responseType: extra.responseType } : {}),
      ...(extra.timeout ? { timeout: extra.timeout } : {}),
    })
  } catch (error) {
    const failure = toCallError(error)
    if (failure.status === 401 && entry.access !== 'anonymous') announceSessionLost()
    throw failure
  }
}

/** Calls the console's API by the name of its entry; resolves with the answer parsed by the
 *  entry's schema (undefined when it answers no JSON). */
export async function consoleCall<N extends ConsoleCallName>(
  name: N,
  ...[options]: OptionsArgument<N>
): Promise<ConsoleAnswer<N>> {
  const response = await consoleRequest(name, (options ?? {}) as RequestParts)
  const schema = (consoleEndpoints[name] as ConsoleEndpoint).response
  if (!schema) return undefined as ConsoleAnswer<N>
  const parsed = schema.safeParse(response._data)
  if (!parsed.success) throw new AgentsCallError(`Unexpected answer from ${name}`, response.status)
  return parsed.data as ConsoleAnswer<N>
}

/** Downloads a file answer (the export): its bytes and its Content-Disposition. It waits four
 *  times as long as a call: a large inbox streams for a while. */
export async function consoleDownload<N extends ConsoleCallName>(
  name: N,
  ...[options]: OptionsArgument<N>
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await consoleRequest(name, (options ?? {}) as RequestParts, {
    responseType: 'blob',
    accept: 'text/csv',
    timeout: AGENTS_TIMEOUT_MS * 4,
  })
  return {
    blob: response._data as Blob,
    disposition: response.headers.get('Content-Disposition'),
  }
}

export function toCallError(error: unknown): AgentsCallError {
  if (error instanceof FetchError && error.response) {
    const body = apiError.safeParse(error.data)
    const retryAfter = Number(error.response.headers.get('Retry-After'))
    return new AgentsCallError(
      body.success ? body.data.error : error.message,
      error.response.status,
      error.data,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    )
  }
  return new AgentsCallError(error instanceof Error ? error.message : String(error))
}
