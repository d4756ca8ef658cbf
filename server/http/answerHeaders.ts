// Headers every answer carries (the security headers, the request id), set before the handler
// runs. On @hono/node-server they go straight onto Node's response, whose head is written with
// them and with the answer's own headers (which win on a clash). Set through Hono instead, the
// first one makes the answer carry a `Headers` object that the server then copies into a plain
// one: the answers of the busy calls, built as plain objects otherwise, paid for that on every
// request. Without Node's response (app.request in tests) they are set through Hono.
import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'

/** Sets `name` on the answer to come. */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  if (outgoing?.setHeader) outgoing.setHeader(name, value)
  else c.header(name, value)
}
