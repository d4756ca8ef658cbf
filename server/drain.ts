// Stopping without cutting anyone off: on SIGTERM the health check answers 503 (so a load
// balancer that checks it sends no more), the listening socket closes (new connections are
// refused, which a proxy retries on another instance whatever the method), idle keep-alive
// connections are left to their clients to close, and the requests in flight finish, each
// answer saying `Connection: close`.
// Only after the drain limit are the connections that are left cut.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import { defaultBases } from '../src/api/bases.ts'

export const healthPath = `${defaultBases.api}/health`

const netClose = NetServer.prototype.close

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>

/** What @hono/node-server passes as the second argument of fetch. */
interface NodeBindings {
  incoming?: IncomingMessage
  outgoing?: ServerResponse
}

export interface Drain {
  /** The app's fetch, answering as a draining server does once `start` was called. */
  fetch: Fetch
  /** Whether the drain has begun. */
  draining(): boolean
  /**
   * Stops accepting connections and waits for the requests in flight, at most `limitMs`; then
   * cuts what is left. Resolves with how the drain went. Called twice, it returns the first
   * call's promise.
   */
  start(server: Server, limitMs: number): Promise<DrainResult>
}

export interface DrainResult {
  /** Milliseconds from the start of the drain until the last connection ended. */
  ms: number
  /** Connections still open at the limit, cut then (0 when everything finished in time, -1
   *  when node could not count them). */
  cut: number
}

/** Makes `outgoing` end its connection: the client opens a new one, which the closed
 *  listening socket refuses, and goes elsewhere. @hono/node-server drops a Connection header of
 *  the Response, so it is set on node's response, whose headers writeHead keeps. */
function lastOnItsConnection(outgoing: ServerResponse): void {
  if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close')
}

export function drainable(fetch: Fetch): Drain {
  let started: Promise<DrainResult> | undefined
  const draining = () => started !== undefined
  // The answers being made: when the drain starts, they too must end their connections, or
  // each would stay open, idle, until the client's keep-alive ends it.
  const inFlight = new Set<ServerResponse>()
  const done = (outgoing: ServerResponse) => () => inFlight.delete(outgoing)

  const drainingFetch: Fetch = (request, env) => {
    const outgoing = (env as NodeBindings | undefined)?.outgoing
    if (!started) {
      if (outgoing) {
        inFlight.add(outgoing)
        outgoing.once('close', done(outgoing))
      }
      return fetch(request, env)
    }
    if (outgoing) lastOnItsConnection(outgoing)
    if (request.method === 'GET' && new URL(request.url).pathname === healthPath) {
      return Response.json(
        { status: 'draining' },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
      )
    }
    return fetch(request, env)
  }

  const start = (server: Server, limitMs: number) =>
    (started ??= new Promise<DrainResult>((resolve) => {
      const begun = Date.now()
      const finish = (cut: number) => {
        clearTimeout(timer)
        resolve({ ms: Date.now() - begun, cut })
      }
      for (const outgoing of inFlight) lastOnItsConnection(outgoing)
      inFlight.clear()
      // Only the listening socket closes, not with http's close(): since Node 19 that also
      // closes every idle keep-alive connection at once, and a proxy may be sending a request
      // on one at that very moment; it gets a reset, which it cannot retry for a POST (a 502
      // in the rolling restart). An idle connection ends when its client lets it go (nginx's
      // keepalive_timeout, 4 s in deploy/nginx.conf) or at the server's keep-alive timeout
      // (5 s); a request that still comes on one is answered, with Connection: close. The
      // callback runs once every connection has ended.
      netClose.call(server, () => finish(0))
      const timer = setTimeout(() => {
        server.getConnections((error, count) => {
          server.closeAllConnections()
          finish(error ? -1 : count)
        })
      }, limitMs)
    }))

  return { fetch: drainingFetch, draining, start }
}
