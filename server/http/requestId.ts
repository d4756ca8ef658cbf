// A fresh id per request, or the proxy's X-Request-Id when it looks like one: sent back in
// X-Request-Id and logged with failures (errors.ts reads it as `requestId`). What Hono's
// requestId middleware does, with the header set as answerHeaders.ts sets it.
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { setAnswerHeader } from './answerHeaders.ts'

const header = 'X-Request-Id'
/** What a proxy's id may hold: word characters, '-' and '=', at most 255 of them. */
const idShape = /^[\w=-]{1,255}$/

export function requestIds(): MiddlewareHandler {
  return (c, next) => {
    const sent = c.req.header(header)
    const id = sent && idShape.test(sent) ? sent : randomUUID()
    c.set('requestId', id)
    setAnswerHeader(c, header, id)
    return next()
  }
}
