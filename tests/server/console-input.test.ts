// Bad input to the console and its mail is the client's mistake: a 400 in the API's error shape
// naming the field, never a 500 (issue 43, item 1). Ids past the database's integer (one schema,
// src/agents/contract.ts's databaseId), impossible dates, versions no row can have.
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { encodeCursor } from '../../server/agents/inbox.ts'
import { base, startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console

/** One past PostgreSQL's integer: the first id no row can have. */
const pastInteger = String(contract.maxDatabaseInteger + 1)
const idMessage = `An id is a whole number from 1 to ${contract.maxDatabaseInteger}.`

const campaign = {
  positionName: 'Input Engineer',
  keyResponsibilities: '<p>Check input</p>',
  mustHaveTechnologies: '<p>TypeScript</p>',
  niceToHaveTechnologies: '<p>Go</p>',
  interviewLink: 'https://interview.example/input',
  calendarLink: 'https://calendar.example/input',
}

/** The 11 calls that answered 500 for an id of 2147483648 on main (9f64b52), each with a body it
 *  would otherwise take, so that the id is the one thing wrong. */
const idCalls = (id: string) =>
  [
    { method: 'GET', path: `${base}/items/message/${id}` },
    {
      method: 'POST',
      path: `${base}/items/message/${id}/events`,
      body: { event: 'TAKE', version: 0, requestId: 'input-request-1' },
    },
    { method: 'PATCH', path: `${base}/accounts/${id}`, body: { notices: 'off' } },
    { method: 'GET', path: `${base}/campaigns/${id}` },
    { method: 'PUT', path: `${base}/campaigns/${id}`, body: { ...campaign, version: 0 } },
    { method: 'GET', path: `${base}/campaigns/${id}/candidates` },
    {
      method: 'POST',
      path: `${base}/campaigns/${id}/candidates`,
      body: { candidates: [{ email: 'input@example.com' }] },
    },
    { method: 'POST', path: `${base}/candidates/${id}/revoke` },
    { method: 'GET', path: `${base}/mail/${id}` },
    { method: 'POST', path: `${base}/mail/${id}/resend` },
  ] as const

async function refused(response: Response, field: string) {
  const text = await response.clone().text()
  expect(response.status, text).toBe(400)
  const body = schemas.apiError.parse(await response.json())
  expect(body.error).toBe('Some fields are not valid.')
  expect(Object.keys(body.fields ?? {}), text).toEqual([field])
  return body.fields![field]!
}

beforeAll(async () => {
  app = await startConsole()
})

describe(`ids past the database's integer (${databaseName})`, () => {
  it('are refused with a 400 naming the id on every call that takes one', async () => {
    for (const call of idCalls(pastInteger)) {
      const response = await app.client.request(call.method, call.path, {
        body: 'body' in call ? call.body : undefined,
        token: app.admin,
      })
      expect(await refused(response, 'id'), `${call.method} ${call.path}`).toEqual([idMessage])
    }
  })

  it('refuse the owner filter and the mail cursor too, and the inbox cursor', async () => {
    const owner = await app.client.get(`${base}/items?owner=${pastInteger}`, {
      token: app.admin,
    })
    expect(await refused(owner, 'owner')).toEqual([
      `The owner is none or an id from 1 to ${contract.maxDatabaseInteger}.`,
    ])
    const exported = await app.client.get(`${base}/export.csv?owner=${pastInteger}`, {
      token: app.admin,
    })
    await refused(exported, 'owner')
    const mail = await app.client.get(`${base}/mail?after=${pastInteger}`, { token: app.admin })
    expect(await refused(mail, 'after')).toEqual([idMessage])
    const cursor = encodeCursor({ micros: '1', id: contract.maxDatabaseInteger + 1 })
    const inbox = await app.client.get(`${base}/items?after=${cursor}`, { token: app.admin })
    await refused(inbox, 'after')
  })

  it('leave the largest id the database holds to the handler: a 404, not a 400', async () => {
    const largest = String(contract.maxDatabaseInteger)
    for (const call of idCalls(largest)) {
      const response = await app.client.request(call.method, call.path, {
        body: 'body' in call ? call.body : undefined,
        token: app.admin,
      })
      expect(response.status, `${call.method} ${call.path}`).toBe(404)
    }
    const owner = await app.client.get(`${base}/items?owner=${largest}`, { token: app.admin })
    expect(owner.status).toBe(200)
  })

  it('refuse versions past the integer in an item event and a campaign edit', async () => {
    const event = await app.client.post(
      `${base}/items/message/1/events`,
      { event: 'TAKE', version: contract.maxDatabaseInteger + 1, requestId: 'input-request-2' },
      { token: app.admin },
    )
    await refused(event, 'version')
    const edit = await app.client.request('PUT', `${base}/campaigns/1`, {
      body: { ...campaign, version: contract.maxDatabaseInteger + 1 },
      token: app.admin,
    })
    await refused(edit, 'version')
  })
})

describe(`impossible dates (${databaseName})`, () => {
  const noSuchDay = 'There is no such day: check the month and the day (YYYY-MM-DD).'

  it('are refused with a clear message by the inbox', async () => {
    for (const query of ['from=2026-02-30', 'to=2025-02-29', 'from=2026-13-01', 'to=0000-01-01']) {
      const response = await app.client.get(`${base}/items?${query}`, { token: app.admin })
      const field = query.split('=')[0]!
      expect(await refused(response, field), query).toEqual([noSuchDay])
    }
    const leapDay = await app.client.get(`${base}/items?from=2024-02-29&to=9999-12-31`, {
      token: app.admin,
    })
    expect(leapDay.status).toBe(200)
  })

  it('are refused by the export before its first byte, with and without compression', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await app.client.get(`${base}/export.csv?from=2026-02-30`, {
        token: app.admin,
        headers: { 'Accept-Encoding': encoding },
      })
      expect(await refused(response, 'from'), encoding).toEqual([noSuchDay])
    }
  })
})

describe('the calendar check', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['0001-01-01', true],
    ['0000-12-31', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
  ])('%s is a day: %s', (text, real) => {
    expect(contract.isCalendarDate(text)).toBe(real)
  })
})
