// The mail worker is woken once a request that wrote mail is answered (server/mail/afterWrite.ts),
// so that the mail leaves at once; other requests, and refused ones, leave it to its poll.
// (subscribe.test.ts times the whole path on a running server.)
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { wakeMailAfterWrites } from '../../server/mail/afterWrite.ts'
import { enqueueMail } from '../../server/mail/outbox.ts'

/** A transaction that takes the insert and answers a new row, as the database would: the
 *  outbox builds its statement once with the query builder and runs it on the session. */
const tx = {
  insert: () => ({
    values: () => ({ returning: () => ({ toSQL: () => ({ sql: 'insert', params: [] }) }) }),
  }),
  _: {
    session: {
      prepareQuery: () => ({
        execute: async () => ({ rows: [{ id: 1, message_id: '<one@novaclub.example>' }] }),
      }),
    },
  },
} as unknown as Parameters<typeof enqueueMail>[0]

const writeMail = () => enqueueMail(tx, { to: 'reader@example.org', subject: 'Hi', text: 'Hello' })

function appCountingWakes() {
  let wakes = 0
  const app = new Hono()
  app.use(wakeMailAfterWrites(() => (wakes += 1)))
  app.post('/mail', async (c) => c.json({ id: (await writeMail()).id }))
  app.post('/no-mail', (c) => c.json({ ok: true }))
  app.post('/mail-then-refused', async (c) => {
    await writeMail()
    return c.json({ error: 'rolled back' }, 409)
  })
  app.post('/mail-then-failed', async () => {
    await writeMail()
    throw new Error('the commit failed')
  })
  app.onError((_error, c) => c.json({ error: 'failed' }, 500))
  return { app, wakes: () => wakes }
}

describe('the mail worker woken after a request', () => {
  it('that wrote mail, once it is answered', async () => {
    const { app, wakes } = appCountingWakes()
    expect((await app.request('/mail', { method: 'POST' })).status).toBe(200)
    expect(wakes()).toBe(1)
    expect((await app.request('/mail', { method: 'POST' })).status).toBe(200)
    expect(wakes()).toBe(2)
  })

  it('not after one that wrote no mail, or whose mail was not kept', async () => {
    const { app, wakes } = appCountingWakes()
    expect((await app.request('/no-mail', { method: 'POST' })).status).toBe(200)
    expect((await app.request('/mail-then-refused', { method: 'POST' })).status).toBe(409)
    expect((await app.request('/mail-then-failed', { method: 'POST' })).status).toBe(500)
    expect((await app.request('/nowhere', { method: 'POST' })).status).toBe(404)
    expect(wakes()).toBe(0)
  })
})
