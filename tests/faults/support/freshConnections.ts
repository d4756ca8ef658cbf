// Requests each on a connection of its own (no keep-alive pool): every request is a new
// connection the server must accept, so that connections are always arriving at the
// listening socket when it stops (drain.test.ts). The outcome says what a client saw: an
// answer, a connection refused before anything was sent (safe to try elsewhere), or a
// connection cut after the request was sent (what a stop must never do).
import { request } from 'node:http'

export type Outcome =
  { kind: 'answered'; status: number } | { kind: 'refused' } | { kind: 'cut'; code: string }

/** Every request gives up after this; none of them needs a tenth of it. */
const requestLimitMs = 30_000

export function freshRequest(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let connected = false
    const outgoing = request(
      `${url}${path}`,
      {
        method,
        agent: false,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': `${body.length}` },
        timeout: requestLimitMs,
      },
      (response) => {
        response.resume()
        response.once('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }))
        response.once('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'cut', code: error.code ?? error.message }),
        )
      },
    )
    outgoing.once('socket', (socket) => socket.once('connect', () => (connected = true)))
    outgoing.once('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        !connected && error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'cut', code: error.code ?? error.message },
      ),
    )
    outgoing.end(body)
  })
}
