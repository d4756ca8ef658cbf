// The one HTTP client of the site (ofetch). Every call goes to its configured base URL, waits at
// most 15 s, carries the Authorization header while signed in and the X-XSRF-TOKEN header on
// same-origin state-changing calls, checks its request against the contract and parses the
// response with it. Load it lazily (`import('./client')`): no page needs it to render.
import { FetchError, ofetch } from 'ofetch'
import type * as z from 'zod/mini'
import { config } from '../lib/config'
import { endpoints } from './endpoints'
import { apiError } from './schemas'
import { fieldMessages } from './fieldProblems'
import { xsrfHeader } from './xsrf'

export const REQUEST_TIMEOUT_MS = 15_000

type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
type Schema = z.ZodMiniType
type Field<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends Schema> ? z.input<S> : never
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>

export interface CallOptions<N extends EndpointName> {
  body?: Field<N, 'body'>
  query?: Field<N, 'query'>
  /** Values of the path's `:name` segments. */
  params?: Record<string, string>
}

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-request' | 'invalid-response'

/** Why a call failed; `status` and per-field messages when the server answered. */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

let authToken: string | undefined

/** The token later calls send as `Authorization: Bearer …` (SPEC.md 4); undefined to stop. */
export function setAuthToken(token: string | undefined) {
  authToken = token
}

const bases = { api: config.apiBase, campaign: config.campaignBase } as const

/** Calls an endpoint of the contract; resolves with the status and the parsed response. */
export async function callApi<N extends EndpointName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<{ status: number; data: ResponseOf<N> }> {
  const endpoint = endpoints[name] as Endpoints[EndpointName] & {
    body?: Schema
    query?: Schema
    anonymous?: boolean
  }
  for (const part of ['body', 'query'] as const) {
    const schema = endpoint[part]
    if (!schema) continue
    const checked = schema.safeParse(options[part])
    if (!checked.success) {
      throw new ApiRequestError(
        'invalid-request',
        'The request is not valid',
        undefined,
        fieldMessages(checked.error),
      )
    }
  }
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(options.params?.[key] ?? ''),
  )
  const url = `${bases[endpoint.base]}${path}`
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (authToken && !endpoint.anonymous) headers.Authorization = `Bearer ${authToken}`
  Object.assign(headers, xsrfHeader(endpoint.method, url))

  let response
  try {
    response = await ofetch.raw(url, {
      method: endpoint.method,
      body: options.body as Record<string, unknown> | undefined,
      query: options.query as Record<string, string> | undefined,
      headers,
      credentials: 'same-origin',
      timeout: REQUEST_TIMEOUT_MS,
      retry: 0,
    })
  } catch (error) {
    throw toApiError(error)
  }
  const parsed = endpoint.response.safeParse(response._data)
  if (!parsed.success) {
    throw new ApiRequestError('invalid-response', `Unexpected answer from ${name}`, response.status)
  }
  return { status: response.status, data: parsed.data as ResponseOf<N> }
}

function toApiError(error: unknown): ApiRequestError {
  if (error instanceof FetchError) {
    if (error.response === undefined) {
      const timedOut = error.cause instanceof Error && error.cause.name === 'TimeoutError'
      return new ApiRequestError(timedOut ? 'timeout' : 'network', error.message)
    }
    const body = apiError.safeParse(error.data)
    return new ApiRequestError(
      'http',
      body.success ? body.data.error : error.message,
      error.response.status,
      body.success ? body.data.fields : undefined,
    )
  }
  return new ApiRequestError('network', error instanceof Error ? error.message : String(error))
}
