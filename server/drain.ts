// Stopping without cutting anyone off. On SIGTERM:
// 1. Unready: the readiness checks answer 503 (a balancer that checks them sends no more), but
//    the server keeps listening and answering for the grace (DRAIN_GRACE_MS), so that the
//    connections already made, and those a balancer sends before it notices, are served.
// 2. The listening socket closes, at a turn of the event loop when the kernel holds no
//    connection for it that node has not accepted (acceptQueue.ts): closing it resets every
//    such connection, after its client may have sent its request. New connections are
//    refused from then on, which a proxy retries on another instance whatever the method.
// 3. Every answer from then on says `Connection: close`; idle keep-alive connections are left
//    to their clients to close; the requests in flight finish.
// Only at the drain limit (DRAIN_TIMEOUT_MS, counted from the signal) are the connections that
// are left cut. The result counts both kinds of cut: the connections still open at the limit
// and those waiting in the accept queue when the listening socket had to close.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type AddressInfo } from 'node:net'
import { readinessPaths } from './api/health.ts'
import { waitingConnections } from './acceptQueue.ts'

const netClose = NetServer.prototype.close

/** The share of the drain left after the grace that the listening socket may wait for its
 *  accept queue to empty before it closes anyway (clients that connect without pause to a
 *  server that is never idle may not leave it empty): the rest is for the requests. */
const emptyQueueShare = 0.5

/** How long the queue must stay empty, with no request being answered, before the listening
 *  socket closes: a client answered a moment ago reconnects within it (on loopback, well under
 *  a millisecond; more on a busy machine), and would otherwise be queued just as it closes. */
const quietMs = 50

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>

/** What @hono/node-server passes as the second argument of fetch. */
interface NodeBindings {
  incoming?: IncomingMessage
  outgoing?: ServerResponse
}

export interface DrainLimits {
  /** How long the server goes on listening, unready, before it closes its listening socket. */
  graceMs: number
  /** From the start of the drain until what is still open is cut. */
  limitMs: number
}

export interface Drain {
  /** The app's fetch, answering as a draining server does once `start` was called. */
  fetch: Fetch
  /** Whether the drain has begun. */
  draining(): boolean
  /**
   * Turns unready, stops accepting connections after the grace and waits for the requests in
   * flight, at most until the limit; then cuts what is left. Resolves with how the drain went.
   * Called twice, it returns the first call's promise.
   */
  start(server: Server, limits: DrainLimits): Promise<DrainResult>
}

export interface DrainResult {
  /** Milliseconds from the start of the drain until the last connection ended. */
  ms: number
  /** Connections still open at the limit, cut then (-1 when node could not count them). */
  cut: number
  /** Connections waiting in the kernel's accept queue when the listening socket closed, reset
   *  by that (0 normally; -1 where the kernel does not say: not Linux). */
  reset: number
}

/** Makes `outgoing` end its connection: the client opens a new one, which the closed
 *  listening socket refuses, and goes elsewhere. @hono/node-server drops a Connection header of
 *  the Response, so it is set on node's response, whose headers writeHead keeps. */
function lastOnItsConnection(outgoing: ServerResponse): void {
  if (!outgoing.headersSent) outgoing.setHeader('Connection', 'close')
}

/** Closes only the listening socket, once the accept queue has stayed empty for `quietMs` while
 *  no request was being answered (`answering`), or after `waitMs`; `ended` runs once every
 *  connection has ended. Resolves, as soon as the socket is closed,
 *  with the connections the close reset. While it waits it reads /proc at every turn of the
 *  event loop: milliseconds when a balancer has stopped sending, `waitMs` at most. */
function closeListener(
  server: Server,
  waitMs: number,
  answering: () => boolean,
  ended: () => void,
): Promise<number> {
  const port = (server.address() as AddressInfo | null)?.port
  const giveUpAt = Date.now() + waitMs
  let busyAt = Date.now()
  return new Promise((resolve) => {
    let closed = false
    // The last check and the close are one synchronous step, and the queue has been empty with
    // nothing answered for `quietMs` before it: the clients of this server are all waiting
    // for an answer (their requests wait in drainingFetch), so none is about to connect.
    // Checked at each turn of the event loop (setImmediate: just after the loop's poll, which
    // accepts queued connections) and after each connection node accepts.
    const closeIfEmpty = (looked: boolean) => {
      if (closed) return true
      const waiting = port === undefined ? undefined : waitingConnections(port)
      const now = Date.now()
      if ((waiting ?? 0) > 0 || answering()) busyAt = now
      const quiet = waiting === 0 ? now - busyAt >= quietMs : waiting === undefined && looked
      if (!quiet && now < giveUpAt) return false
      closed = true
      server.off('connection', afterAccepting)
      // Not http's close(): since Node 19 that also closes every idle keep-alive connection
      // at once, and a proxy may be sending a request on one at that very moment; it gets a
      // reset, which it cannot retry for a POST (a 502 in the rolling restart). An idle
      // connection ends when its client lets it go (nginx's keepalive_timeout, 4 s in
      // deploy/nginx.conf) or at the server's keep-alive timeout (5 s).
      netClose.call(server, ended)
      resolve(waiting ?? -1)
      return true
    }
    const afterAccepting = () => void closeIfEmpty(true)
    const eachTurn = (looked: boolean) => {
      if (!closeIfEmpty(looked)) setImmediate(eachTurn, true)
    }
    server.on('connection', afterAccepting)
    setImmediate(eachTurn, false)
  })
}

export function drainable(fetch: Fetch): Drain {
  let started: Promise<DrainResult> | undefined
  /** Set when the grace ends: requests wait until the listening socket is closed. */
  let closing: Promise<number> | undefined
  /** Set once the listening socket is closed: every answer ends its connection from then on. */
  let listenerClosed = false
  const draining = () => started !== undefined
  // The answers being made: when the listening socket closes, they too must end their
  // connections, or each would stay open, idle, until the client's keep-alive ends it.
  const inFlight = new Set<ServerResponse>()

  const answer: Fetch = (request, env) => {
    const outgoing = (env as NodeBindings | undefined)?.outgoing
    if (outgoing && listenerClosed) lastOnItsConnection(outgoing)
    else if (outgoing) {
      inFlight.add(outgoing)
      outgoing.once('close', () => inFlight.delete(outgoing))
    }
    return fetch(request, env)
  }

  const drainingFetch: Fetch = (request, env) => {
    if (!started) return answer(request, env)
    if (request.method === 'GET' && readinessPaths.includes(new URL(request.url).pathname)) {
      return Response.json(
        { status: 'draining' },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
      )
    }
    // While the accept queue empties, a request accepted meanwhile waits (a few milliseconds)
    // instead of adding its work: node accepts one queued connection per turn of its event
    // loop, and a client answered reconnects at once, so with work going on the queue would
    // never empty. It is answered, on its way out, once the listening socket is closed.
    if (closing && !listenerClosed) return closing.then(() => answer(request, env))
    return answer(request, env)
  }

  const start = (server: Server, { graceMs, limitMs }: DrainLimits) =>
    (started ??= new Promise<DrainResult>((resolve) => {
      const begun = Date.now()
      let finished = false
      const finish = (cut: number) => {
        if (finished) return
        finished = true
        clearTimeout(graceTimer)
        clearTimeout(limitTimer)
        void (closing ?? Promise.resolve(0)).then((reset) =>
          resolve({ ms: Date.now() - begun, cut, reset }),
        )
      }
      const stopListening = () =>
        (closing ??= closeListener(
          server,
          Math.max(0, begun + limitMs - Date.now()) * emptyQueueShare,
          () => inFlight.size > 0,
          () => finish(0),
        ).then((reset) => {
          listenerClosed = true
          for (const outgoing of inFlight) lastOnItsConnection(outgoing)
          inFlight.clear()
          return reset
        }))
      const graceTimer = setTimeout(stopListening, Math.min(graceMs, limitMs))
      const limitTimer = setTimeout(() => {
        void stopListening().then(() =>
          server.getConnections((error, count) => {
            server.closeAllConnections()
            finish(error ? -1 : count)
          }),
        )
      }, limitMs)
    }))

  return { fetch: drainingFetch, draining, start }
}

/** The "stopped" line's message: what was cut, said plainly (an unknown count as unknown). */
export function describeStop({ ms, cut, reset }: DrainResult): string {
  const losses = [
    cut !== 0 && `${cut < 0 ? 'the' : cut} connection(s) still open at the drain limit were cut`,
    reset > 0 && `${reset} connection(s) waiting to be accepted were reset`,
  ].filter(Boolean)
  if (losses.length > 0) return `Stopped after ${ms} ms: ${losses.join('; ')}`
  return reset < 0
    ? `Stopped: every accepted request finished (drain ${ms} ms; the kernel's accept queue could not be read)`
    : `Stopped: every request finished, none cut (drain ${ms} ms)`
}
