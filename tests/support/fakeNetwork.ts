// The network faked at one place: `fetch` itself, under the site's HTTP client (src/api/client.ts
// calls the global fetch through ofetch). The views then run their production effects, the real
// token fetch included, against the answers a test (or the playground) gives per endpoint.
import { endpoints } from '../../src/api/endpoints'
import type { EndpointName } from '../../src/api/client'

/** An endpoint's answer: a status and its JSON body. A handler that throws is the network
 *  failing (fetch rejects, as when the connection is refused). */
export interface FakeAnswer {
  status: number
  json?: unknown
}
export type FakeHandler = (request: { body: unknown; url: URL }) => FakeAnswer | Promise<FakeAnswer>

function endpointOf(method: string, url: URL): EndpointName | undefined {
  return (Object.keys(endpoints) as EndpointName[]).find((name) => {
    const endpoint = endpoints[name]
    const path = new RegExp(`${endpoint.path.replace(/:\w+/g, '[^/]+')}$`)
    return endpoint.method === method && path.test(url.pathname)
  })
}

/** Answers the calls to these endpoints with their handlers; any other call fails as a network
 *  error would, or goes to the real fetch with `passThrough` (the playground). Answers the
 *  function that puts the real fetch back, for an afterEach (or a vitest `beforeEach` to
 *  return). */
export function fakeNetwork(
  handlers: Partial<Record<EndpointName, FakeHandler>>,
  { passThrough = false } = {},
): () => void {
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined
    const url = new URL(request?.url ?? String(input), globalThis.location?.href)
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const name = endpointOf(method, url)
    const handler = name && handlers[name]
    if (!handler && passThrough) return realFetch(input, init)
    if (!handler) throw new TypeError(`fakeNetwork: no answer for ${method} ${url.pathname}`)
    const text = typeof init?.body === 'string' ? init.body : undefined
    const answer = await handler({ body: text === undefined ? undefined : JSON.parse(text), url })
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return () => {
    globalThis.fetch = realFetch
  }
}
