// An agent answers a message from the console (issue 31, item 4): the ANSWER carries the text,
// the visitor's mail is written to the outbox in the ANSWER's transaction, and the item's history
// keeps the thread. A request that is not well formed is a 400, a status that does not take
// ANSWER the usual 409, a message without a usable address a 422 that changes nothing.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { answerSubject, noAddressToAnswer } from '../../server/agents/answers.ts'
import { outbox, reachOutMessages } from '../../server/db/schema.ts'
import { readMailboxMessage } from '../../server/mail/transport.ts'
import { base, startConsole, type Console } from './agentsConsole.ts'
import { databaseName, pathOf } from './harness.ts'

let app: Console
let requestCount = 0
const requestId = () => `answer-${Date.now()}-${++requestCount}`
const db = () => app.server.database.db

const events = (id: number, body: Record<string, unknown>) =>
  app.client.post(
    `${base}/items/message/${id}/events`,
    { requestId: requestId(), ...body },
    { token: app.admin },
  )

/** The message item found by `q`, taken by the admin: its id and version after TAKE. */
async function takenMessage(q: string) {
  const response = await app.client.get(`${base}/items?kind=message&q=${encodeURIComponent(q)}`, {
    token: app.admin,
  })
  const [item] = contract.inboxPage.parse(await response.json()).items
  expect(item, q).toBeDefined()
  const taken = await events(item!.id, { event: 'TAKE', version: item!.version })
  expect(taken.status).toBe(200)
  return { id: item!.id, version: item!.version + 1 }
}

const mailTo = (address: string) => db().select().from(outbox).where(eq(outbox.to, address))
const mailCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
  )[0]!.n

/** The message as the local mailbox received it, once the worker has sent it. */
async function delivered(messageId: string) {
  let eml: string | undefined
  for (let tries = 0; tries < 100 && !eml; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100))
    eml = readMailboxMessage(app.server.dataDir, messageId)
  }
  expect(eml, 'delivered to the local mailbox').toBeDefined()
  return eml!
}

async function reachOut(fullName: string, email: string, content: string) {
  const sent = await app.client.post(pathOf('reachOut'), { fullName, email, content })
  expect(sent.status, await sent.clone().text()).toBe(200)
}

beforeAll(async () => {
  app = await startConsole()
})

describe(`an agent answers a message (${databaseName})`, () => {
  it('the answer is mailed to the sender in the ANSWER’s transaction, and the thread stays on the item', async () => {
    await reachOut('Robin Vale', 'robin.answer@example.com', 'Is there a Berlin chapter?\nThanks!')
    const { id, version } = await takenMessage('robin.answer@example.com')
    const body = {
      event: 'ANSWER',
      version,
      answer: 'Yes: we meet on the first Thursday.\nSee you there.',
      requestId: requestId(),
    }
    const response = await app.client.post(`${base}/items/message/${id}/events`, body, {
      token: app.admin,
    })
    expect(response.status).toBe(200)
    const answered = contract.itemEventAnswer.parse(await response.json())
    expect(answered.item.status).toBe('answered')
    expect(answered.allowedEvents).toEqual([])
    expect(answered.history.at(-1)).toMatchObject({
      by: { displayName: 'Ada Admin' },
      event: 'ANSWER',
      from: 'inReview',
      to: 'answered',
      note: null,
      answer: body.answer,
    })
    // Only an answer carries one: the TAKE before it has none.
    expect(answered.history[0]).not.toHaveProperty('answer')

    const [mail, ...more] = await mailTo('robin.answer@example.com')
    expect(more).toEqual([])
    expect(mail).toMatchObject({ subject: answerSubject, toName: 'Robin Vale' })
    expect(mail!.text).toMatch(
      /^An answer from Ada Admin\n\nHello Robin,\n\nYes: we meet on the first Thursday\.\nSee you there\.\n\nAda Admin\nTalent Agent, Nova Club\n\nOn \d{1,2} \w+ \d{4} you wrote to us:\n\n> Is there a Berlin chapter\?\n> Thanks!\n\nYou receive this message because you wrote to a Talent Agent of Nova Club\. Reply to it and your answer reaches the club\.$/,
    )

    const eml = await delivered(mail!.messageId)
    expect(eml).toMatch(/^To: Robin Vale <robin\.answer@example\.com>$/m)
    // Replies reach the club, in the thread of the message answered.
    expect(eml).toMatch(/^Reply-To: The Talent Agents of Nova Club <agents@novaclub\.example>$/m)
    expect(eml).toMatch(/^In-Reply-To: <reach-out-\d+-\d+@[\w.-]+>$/m)
    expect(eml).toContain('See you there.')

    // The same request again gets the same answer, and no second mail.
    const again = await app.client.post(`${base}/items/message/${id}/events`, body, {
      token: app.admin,
    })
    expect(again.status).toBe(200)
    expect((await mailTo('robin.answer@example.com')).length).toBe(1)

    // The item as the console reads it later: the message, then the answer.
    const shown = await app.client.get(`${base}/items/message/${id}`, { token: app.admin })
    const detail = contract.itemDetail.parse(await shown.json())
    expect(detail.fields.find((field) => field.label === 'Message')?.value).toBe(
      'Is there a Berlin chapter?\nThanks!',
    )
    expect(detail.history.filter((entry) => entry.answer).map((entry) => entry.answer)).toEqual([
      body.answer,
    ])

    // An answered message takes no second ANSWER: the 409 names what it takes (nothing).
    const refused = await events(id, { event: 'ANSWER', version: version + 1, answer: 'More' })
    expect(refused.status).toBe(409)
    expect(contract.itemEventRefusal.parse(await refused.json())).toMatchObject({
      reason: 'notAllowed',
      allowedEvents: [],
    })
  })

  it.each([
    ['ANSWER without an answer', { event: 'ANSWER' }],
    ['an answer with another event', { event: 'CLOSE', answer: 'Hello' }],
    ['a blank answer', { event: 'ANSWER', answer: ' \n ' }],
    ['an answer too long', { event: 'ANSWER', answer: 'a'.repeat(contract.answerMaxLength + 1) }],
    ['an answer that is not a string', { event: 'ANSWER', answer: 42 }],
    ['an answer with a NUL', { event: 'ANSWER', answer: 'Hi\0' }],
  ])('%s: 400 naming the answer; nothing changes, nothing is mailed', async (_, body) => {
    await reachOut('Sky Hart', `sky.${requestCount}@example.com`, 'Hello')
    const { id, version } = await takenMessage(`sky.${requestCount}@example.com`)
    const before = await mailCount()
    const response = await events(id, { version, ...body })
    expect(response.status).toBe(400)
    const refusal = (await response.json()) as { error: string; fields: Record<string, string[]> }
    expect(Object.keys(refusal.fields)).toEqual(['answer'])
    expect(await mailCount()).toBe(before)
    const shown = await app.client.get(`${base}/items/message/${id}`, { token: app.admin })
    expect(contract.itemDetail.parse(await shown.json()).item.status).toBe('inReview')
  })

  it('the longest answer is taken', async () => {
    await reachOut('Jo Rowe', 'jo.long@example.com', 'Hello')
    const { id, version } = await takenMessage('jo.long@example.com')
    const answer = 'a'.repeat(contract.answerMaxLength)
    expect((await events(id, { event: 'ANSWER', version, answer })).status).toBe(200)
    expect((await mailTo('jo.long@example.com'))[0]!.text).toContain(answer)
  })

  it('a name with line breaks becomes one line of the To header, never a header of its own', async () => {
    await reachOut('Casey\r\nBcc: all@example.com', 'casey.answer@example.com', 'Hi')
    const { id, version } = await takenMessage('casey.answer@example.com')
    expect((await events(id, { event: 'ANSWER', version, answer: 'Hello' })).status).toBe(200)
    const [mail] = await mailTo('casey.answer@example.com')
    expect(mail!.toName).toBe('Casey Bcc: all@example.com')
    expect(mail!.text).toMatch(/^Hello Casey,$/m)
    const eml = await delivered(mail!.messageId)
    expect(eml).not.toMatch(/^Bcc:/im)
    expect(eml).toMatch(/^To: .*Casey Bcc: all@example\.com.* <casey\.answer@example\.com>$/m)
  })

  it('an address that is a list (stored before the form checked it): 422, nothing changes, nothing is mailed', async () => {
    const address = 'lee.answer@example.com, all@example.com'
    await db()
      .insert(reachOutMessages)
      .values({ fullName: 'Lee Park', email: address, content: 'Hello' })
    const { id, version } = await takenMessage('lee.answer@example.com')
    const before = await mailCount()
    const response = await events(id, { event: 'ANSWER', version, answer: 'Hello' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ error: noAddressToAnswer })
    expect(await mailCount()).toBe(before)
    const shown = await app.client.get(`${base}/items/message/${id}`, { token: app.admin })
    const detail = contract.itemDetail.parse(await shown.json())
    expect(detail.item).toMatchObject({ status: 'inReview', version })
  })
})
