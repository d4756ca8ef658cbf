// Who is asking: the client's address (the rate limits' key) and whether it is this machine.
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from './env.ts'

/** The socket's peer: @hono/node-server passes Node's request as `incoming` (`app.request`
 *  in tests passes what the test gives, or nothing). */
const socketAddress = (c: Context<AppEnv>) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress

/** The client's address: the socket's, or the one our proxy appended to X-Forwarded-For. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return socketAddress(c) ?? 'unknown'
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** A client on this machine: a loopback socket that relays nobody (a proxy on this machine
 *  adds X-Forwarded-For or Forwarded, trusted or not: its clients are not this machine). */
export function isLoopbackClient(c: Context<AppEnv>): boolean {
  const address = socketAddress(c)
  if (!address || !loopback.test(address)) return false
  return c.req.header('x-forwarded-for') === undefined && c.req.header('forwarded') === undefined
}
