// An answer whose body is streamed (the console's CSV export). Its status and headers leave
// before the body is complete, so a failure while streaming can no longer become the 500 of
// errors.ts. Left to itself, @hono/node-server would print a failed stream's error with its
// stack outside the JSON log (console.error) and write its message, for a query the SQL and its
// parameters, into the answer. So the body never fails: the first chunk is made before the
// answer starts (a failure there is the app's ordinary 500), and a failure after it is
// described for the request's log line (requestLog.ts waits for the body's end and logs a 500)
// and cuts the connection, so that the client sees an incomplete answer, never a shorter file
// that looks whole.
import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './env.ts'
import { describeFailure, type Failure } from './errors.ts'

/** How a streamed body ended: all sent, cut by a failure, or dropped by the client. */
export type BodyEnd =
  { outcome: 'complete' } | { outcome: 'failed'; failure: Failure } | { outcome: 'cancelled' }

/** Ends the answer so the client cannot take it for a whole one. Once the headers are out, the
 *  connection is closed after what was written has left (the embedded database may have held
 *  the event loop since): the chunked body never gets its closing chunk, so clients report it
 *  incomplete. @hono/node-server reads ahead up to one timer turn before it writes the headers
 *  (to measure a short body), so a failure then waits that turn; a connection still without
 *  headers after it is dropped. Without Node's response (`app.request` in tests) the body
 *  errors. */
function cutAnswer(
  c: Context<AppEnv>,
  controller: ReadableStreamDefaultController<Uint8Array>,
  waited = false,
) {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  if (!outgoing) controller.error(new Error('The answer was cut short.'))
  else if (outgoing.headersSent && outgoing.socket) outgoing.socket.end()
  else if (!waited) setTimeout(() => cutAnswer(c, controller, true), 0)
  else outgoing.destroy()
}

/** Answers `status` and `headers` with the chunks of `chunks`; the first one is awaited here. */
export async function streamedAnswer(
  c: Context<AppEnv>,
  chunks: AsyncIterator<Uint8Array>,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Promise<Response> {
  let waiting: IteratorResult<Uint8Array> | undefined = await chunks.next()
  // HEAD: Hono drops the body without reading or cancelling it, so none is made.
  if (c.req.method === 'HEAD') {
    await chunks.return?.()
    return c.body(null, status, headers)
  }
  let settle: (end: BodyEnd) => void = () => {}
  /** Set by a failure: the body then neither grows nor ends (an iterator that threw says it is
   *  done, and a closed body would look whole) until the cut closes the connection. */
  let failed = false
  c.set(
    'bodyEnd',
    new Promise<BodyEnd>((resolve) => {
      settle = resolve
    }),
  )
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (failed) return
        try {
          const next = waiting ?? (await chunks.next())
          waiting = undefined
          if (next.done) {
            controller.close()
            settle({ outcome: 'complete' })
          } else controller.enqueue(next.value)
        } catch (error) {
          failed = true
          settle({ outcome: 'failed', failure: describeFailure(error) })
          cutAnswer(c, controller)
        }
      },
      async cancel() {
        settle({ outcome: 'cancelled' })
        await chunks.return?.()
      },
    },
    // One chunk at a time: the next is made when the client has taken this one.
    { highWaterMark: 1 },
  )
  return c.body(body, status, headers)
}
