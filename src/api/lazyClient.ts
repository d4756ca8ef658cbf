// The site's one way to the API: the flows' effects (src/ui/<flow>/<flow>Effects.ts) call it
// through here, and only this module loads the HTTP client, on the first call, so that no
// page's first load pays for ofetch and zod.
import type { CallOptions, EndpointName, ResponseOf } from './client'

/** What a failed call rejects with: its kind, and the status when the server answered. */
export type { ApiRequestError } from './client'

const loadClient = () => import('./client')

/** Calls an endpoint of the contract (see client.ts); resolves with the status and the answer. */
export async function callApiLazily<N extends EndpointName>(
  name: N,
  options?: CallOptions<N>,
): Promise<{ status: number; data: ResponseOf<N> }> {
  const { callApi } = await loadClient()
  return callApi(name, options)
}

/** Sets (or, with undefined, removes) the Authorization token of later calls. */
export async function setAuthTokenLazily(token: string | undefined): Promise<void> {
  const { setAuthToken } = await loadClient()
  setAuthToken(token)
}
