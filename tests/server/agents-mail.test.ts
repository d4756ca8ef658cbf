// The console's mail (issue 31, item 1): the outbox newest first with keyset paging and a status
// filter, a message's headers and plain text, and Send again for a failed message, recorded
// with the agent who asked; against a real SMTP server on 127.0.0.1 that refuses, then accepts.
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { enqueueMail } from '../../server/mail/outbox.ts'
import { startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'
import { startSmtpServer, type TestSmtpServer } from './mail/smtpServer.ts'

let app: Console
let smtp: TestSmtpServer
const base = contract.agentsBase
const get = (path: string, token = app.admin) => app.client.get(path, { token })
const resend = (id: number, token = app.admin) =>
  app.client.post(`${base}/mail/${id}/resend`, undefined, { token })

async function page(query = '') {
  const response = await get(`${base}/mail${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return contract.mailPage.parse(await response.json())
}

/** Waits for the worker to take message `id` to `status`. Poked: this file writes its messages
 *  straight into the outbox, where no answered request wakes the worker (afterWrite.ts). */
async function settled(id: number, status: contract.MailStatus) {
  app.server.mail.poke()
  let now: string | undefined
  for (let tries = 0; tries < 100 && now !== status; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100))
    const response = await get(`${base}/mail/${id}`)
    now = contract.mailDetail.parse(await response.json()).message.status
  }
  expect(now).toBe(status)
}

let failedId: number
let sentId: number

beforeAll(async () => {
  smtp = await startSmtpServer(['permanent', 'accept'])
  // No demo data: the outbox holds this file's messages only.
  app = await startConsole({ SMTP_URL: smtp.url, DEMO_DATA: 'false' })
  const { db } = app.server.database
  failedId = (
    await enqueueMail(db, {
      to: 'robin@example.com',
      toName: 'Robin Vale',
      subject: 'Welcome, <b>Robin</b>',
      text: 'Hello Robin,\n<script>alert(1)</script>\nThe club',
      headers: { 'X-Club': 'welcome' },
    })
  ).id
  await settled(failedId, 'failed') // 550: failed for good
  sentId = (await enqueueMail(db, { to: 'sam@example.com', subject: 'Second', text: 'Hi Sam' })).id
  await settled(sentId, 'sent')
})

describe(`the console's mail (${databaseName})`, () => {
  it('lists the outbox newest first, by status, a page at a time', async () => {
    const all = await page()
    expect(all.messages.map((message) => [message.id, message.status])).toEqual([
      [sentId, 'sent'],
      [failedId, 'failed'],
    ])
    expect(all.next).toBeNull()
    const failed = all.messages[1]!
    expect(failed).toMatchObject({ to: 'robin@example.com', attempts: 1, sentAt: null })
    expect(failed.lastError).toMatch(/550/)

    const first = await page('?limit=1')
    expect(first.messages.map((message) => message.id)).toEqual([sentId])
    expect(first.next).toBe(String(sentId))
    const second = await page(`?limit=1&after=${first.next}`)
    expect(second.messages.map((message) => message.id)).toEqual([failedId])
    expect(second.next).toBeNull()

    expect((await page('?status=failed')).messages.map((message) => message.id)).toEqual([failedId])
    expect((await page('?status=pending')).messages).toEqual([])
  })

  it('shows a message’s headers and its text as sent (text, not HTML)', async () => {
    const response = await get(`${base}/mail/${failedId}`)
    expect(response.status).toBe(200)
    const detail = contract.mailDetail.parse(await response.json())
    expect(detail.text).toBe('Hello Robin,\n<script>alert(1)</script>\nThe club')
    expect(detail.headers).toEqual([
      { name: 'Message-ID', value: detail.messageId },
      { name: 'To', value: 'Robin Vale <robin@example.com>' },
      { name: 'Subject', value: 'Welcome, <b>Robin</b>' },
      { name: 'X-Club', value: 'welcome' },
    ])
    expect(detail.resent).toBeNull()
  })

  it('sends a failed message again, recording who asked; 409 when it is not failed', async () => {
    const response = await resend(failedId)
    expect(response.status, await response.clone().text()).toBe(200)
    const detail = contract.mailDetail.parse(await response.json())
    expect(detail.message).toMatchObject({ status: 'pending', attempts: 0 })
    expect(detail.resent).toEqual({ at: expect.any(String), by: 'Ada Admin' })

    const again = await resend(failedId)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'Only a failed message can be sent again.' })
    expect((await resend(sentId)).status).toBe(409)

    await settled(failedId, 'sent')
    const after = contract.mailDetail.parse(await (await get(`${base}/mail/${failedId}`)).json())
    expect(after.message).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    // The same Message-ID on both attempts: the refused copy and the accepted one.
    expect(smtp.seen(after.messageId)).toBe(2)
  })

  it.each([
    ['GET', `/mail/999999`, 404],
    ['POST', `/mail/999999/resend`, 404],
    ['GET', `/mail/0`, 400],
    ['GET', `/mail/abc`, 400],
    ['GET', `/mail?status=lost`, 400],
    ['GET', `/mail?after=-1`, 400],
    ['GET', `/mail?limit=500`, 400],
  ])('%s %s answers %i', async (method, path, status) => {
    const response =
      method === 'GET'
        ? await get(`${base}${path}`)
        : await app.client.post(`${base}${path}`, undefined, { token: app.admin })
    expect(response.status).toBe(status)
    expect(await response.json()).toHaveProperty('error')
  })

  it('opens nothing without a staff session', async () => {
    expect((await app.client.get(`${base}/mail`)).status).toBe(401)
    expect((await app.client.get(`${base}/mail/${failedId}`)).status).toBe(401)
    expect((await app.client.post(`${base}/mail/${failedId}/resend`, undefined)).status).toBe(401)
  })
})
