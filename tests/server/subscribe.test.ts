// The subscribe box's endpoint: what it answers, what it refuses, that what arrives is stored
// exactly as sent (read back through the operator's API), and that its confirmation leaves at once.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as schemas from '../../src/api/schemas.ts'
import { outbox } from '../../server/db/schema.ts'
import { defaultPollMs } from '../../server/mail/worker.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile, expectFieldErrors } from './fileServer.ts'

const { server, client, records } = serverForThisFile()

/** Milliseconds from the answer to the subscription until its confirmation is sent. */
async function confirmationSentAfter(email: string): Promise<number> {
  const response = await client().post(pathOf('subscribe'), { email })
  expect(response.status).toBe(200)
  const answered = Date.now()
  const { db } = server().database
  for (let tries = 0; tries < 500; tries++) {
    const [mail] = await db
      .select({ status: outbox.status })
      .from(outbox)
      .where(eq(outbox.to, email))
    if (mail?.status === 'sent') return Date.now() - answered
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`The confirmation to ${email} was not sent.`)
}

describe(`subscription (${databaseName})`, () => {
  it('is idempotent per address, whatever its case, with status 200 both times', async () => {
    const first = await client().post(pathOf('subscribe'), { email: 'Ada.Quill@Example.org' })
    expect(first.status).toBe(200)
    expect(schemas.subscriptionResponse.parse(await first.json())).toEqual({
      email: 'Ada.Quill@Example.org',
    })
    const again = await client().post(pathOf('subscribe'), { email: 'ada.quill@example.org' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ email: 'Ada.Quill@Example.org' })

    const stored = (await records('subscriptions')).filter(
      (row) => String(row.email).toLowerCase() === 'ada.quill@example.org',
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]!.email).toBe('Ada.Quill@Example.org')
  })

  it('refuses an invalid address and stores nothing', async () => {
    const before = (await records('subscriptions')).length
    await expectFieldErrors(await client().post(pathOf('subscribe'), { email: 'not an email' }), {
      email: ['Please enter a valid email address.'],
    })
    expect((await client().post(pathOf('subscribe'), '{"email":')).status).toBe(400)
    expect(await records('subscriptions')).toHaveLength(before)
  })
})

describe('the confirmation mail', () => {
  it("leaves as soon as the subscription is answered, not at the mail worker's next poll", async () => {
    // The first delivery ends with the worker waiting a whole poll: the second subscription,
    // made right then, would wait for it unless the answered write wakes the worker.
    await confirmationSentAfter('first.reader@example.org')
    expect(await confirmationSentAfter('second.reader@example.org')).toBeLessThan(defaultPollMs / 2)
  })
})

describe('the body', () => {
  it('must be a JSON object', async () => {
    const response = await client().post(pathOf('subscribe'), '"someone@example.com"')
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).error).toMatch(/JSON object/)
  })
})
