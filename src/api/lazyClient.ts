// The HTTP client, loaded on first use: no page's first load pays for ofetch and zod. The
// edges that supply machines with their calls use these.
import type { CallOptions, EndpointName, ResponseOf } from './client'

export async function callApiLazily<N extends EndpointName>(
  name: N,
  options?: CallOptions<N>,
): Promise<{ status: number; data: ResponseOf<N> }> {
  const { callApi } = await import('./client')
  return callApi(name, options)
}

/** Sets (or, with undefined, removes) the Authorization token of later calls. */
export async function setAuthTokenLazily(token: string | undefined): Promise<void> {
  const { setAuthToken } = await import('./client')
  setAuthToken(token)
}
