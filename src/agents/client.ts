// The console's HTTP client (issue 30), apart from the site's (src/api/client.ts) so that no
// public page loads it: ofetch, every response parsed with the contract's zod schema, the
// session's token as `Authorization: Bearer …`, 15 s at most per call. Only the console's
// effects (src/agents/*Effects.ts) import it.
import { FetchError, ofetch } from 'ofetch'
import type * as z from 'zod/mini'
import { apiError } from '../api/schemas'
import { config } from '../lib/config'
import { agentsBase } from './contract'

export const AGENTS_TIMEOUT_MS = 15_000

/** Where the console's API is: /api/agents under the configured API base. */
export const agentsUrl = (path: string) => `${agentsBase.replace(/^\/api/, config.apiBase)}${path}`

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

export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  const xsrf = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1]
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf)
  return headers
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const sessionLostHandlers = new Set<() => void>()

/** Registers what ends the console's session when a call answers 401 (the server no longer
 *  knows the token); returns its unregistering. Sign-in's own 401 (a wrong password) is not
 *  a lost session, so it calls none. The feature machines then only see a failed call. */
export function onSessionLost(handler: () => void): () => void {
  sessionLostHandlers.add(handler)
  return () => {
    sessionLostHandlers.delete(handler)
  }
}

const isSignIn = (method: string, path: string) => method === 'POST' && path === '/session'

/** Tells the session's handlers when a call other than sign-in answered 401. */
export function noteFailedCall(method: Method, path: string, status: number | undefined) {
  if (status !== 401 || isSignIn(method, path)) return
  for (const handler of [...sessionLostHandlers]) handler()
}

/** Calls the console's API; resolves with the response parsed by `schema` (none: no body). */
export async function agentsCall<S extends z.ZodMiniType>(
  method: Method,
  path: string,
  options: { schema?: S; body?: unknown; query?: Record<string, string | undefined> } = {},
): Promise<z.output<S>> {
  let response
  try {
    response = await ofetch.raw(agentsUrl(path), {
      method,
      body: options.body as Record<string, unknown> | undefined,
      query: options.query,
      headers: { Accept: 'application/json', ...authHeaders() },
      credentials: 'same-origin',
      timeout: AGENTS_TIMEOUT_MS,
      retry: 0,
    })
  } catch (error) {
    const failure = toCallError(error)
    noteFailedCall(method, path, failure.status)
    throw failure
  }
  if (!options.schema) return undefined as z.output<S>
  const parsed = options.schema.safeParse(response._data)
  if (!parsed.success)
    throw new AgentsCallError(`Unexpected answer from ${method} ${path}`, response.status)
  return parsed.data as z.output<S>
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
