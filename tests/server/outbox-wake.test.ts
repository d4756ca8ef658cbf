// The mail worker is woken by every answered write (server/mail/afterWrite.ts), so that mail a
// request committed leaves at once; reads and refused writes leave it to its poll.
// (subscribe.test.ts times the whole path on a running server.)
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { wakeMailAfterWrites } from '../../server/mail/afterWrite.ts'

function appCountingWakes() {
  let wakes = 0
  const app = new Hono()
  app.use(wakeMailAfterWrites(() => (wakes += 1)))
  app.on(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'], '/done', (c) =>
    c.json({ ok: true }),
  )
  app.post('/refused', (c) => c.json({ error: 'no' }, 400))
  app.post('/failed', () => {
    throw new HTTPException(503)
  })
  return { app, wakes: () => wakes }
}

describe('the mail worker woken after writes', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('after an answered %s', async (method) => {
    const { app, wakes } = appCountingWakes()
    expect((await app.request('/done', { method })).status).toBe(200)
    expect(wakes()).toBe(1)
  })

  it.each(['GET', 'HEAD', 'OPTIONS'])('not after a %s, which writes nothing', async (method) => {
    const { app, wakes } = appCountingWakes()
    expect((await app.request('/done', { method })).status).toBe(200)
    expect(wakes()).toBe(0)
  })

  it('not after a write that was refused or failed', async () => {
    const { app, wakes } = appCountingWakes()
    expect((await app.request('/refused', { method: 'POST' })).status).toBe(400)
    expect((await app.request('/failed', { method: 'POST' })).status).toBe(503)
    expect((await app.request('/nowhere', { method: 'POST' })).status).toBe(404)
    expect(wakes()).toBe(0)
  })
})
