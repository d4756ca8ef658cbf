// The export log (issue 43, item 8): every CSV export is recorded, who, when, the filters as
// given and the rows written, and only administrators read the list, newest first, bounded.
// (How a cut export is recorded: export-stream.test.ts, which makes a read fail mid-stream.)
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { exportLogLimit } from '../../src/agents/contract.ts'
import { sendForms, startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
let agentToken: string
const base = contract.agentsBase
const agentPassword = 'an export agent password'
const get = (path: string, token = app.admin) => app.client.get(path, { token })

/** An export's rows, as the file has them (the mark, the header and a line per row). */
async function exported(query: string, token: string) {
  const response = await get(`${base}/export.csv${query}`, token)
  expect(response.status).toBe(200)
  const lines = (await response.text()).trimEnd().split('\r\n')
  return lines.length - 1
}

async function exportLog(token = app.admin) {
  const response = await get(`${base}/exports`, token)
  expect(response.status, await response.clone().text()).toBe(200)
  return contract.exportLog.parse(await response.json()).exports
}

/** The log once its newest `count` exports have ended (a stream's end settles its row). */
async function settledLog(count: number) {
  for (let tries = 0; tries < 50; tries++) {
    const log = await exportLog()
    if (log.slice(0, count).every((entry) => entry.outcome !== 'started')) return log
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The exports were not settled within 5 s.')
}

beforeAll(async () => {
  app = await startConsole()
  const created = await app.client.post(
    `${base}/accounts`,
    { username: 'ex.agent', displayName: 'Ex Agent', password: agentPassword, role: 'agent' },
    { token: app.admin },
  )
  expect(created.status).toBe(201)
  agentToken = (await app.signIn('ex.agent', agentPassword)).token
  await sendForms(app.client, { name: 'Gil Export', email: 'gil.export@example.com' })
  await sendForms(app.client, { name: 'Hal Export', email: 'hal.export@example.com' })
})

describe(`the export log (${databaseName})`, () => {
  it('is empty before any export, and refused to agents (403) and to no session (401)', async () => {
    expect(await exportLog()).toEqual([])
    expect((await get(`${base}/exports`, agentToken)).status).toBe(403)
    expect((await app.client.get(`${base}/exports`)).status).toBe(401)
  })

  it('records each export: who, the filters as given, the rows written, newest first', async () => {
    const all = await exported('?q=export', agentToken)
    const messages = await exported('?kind=message&q=Export', app.admin)
    const none = await exported('?q=nobody-at-all', agentToken)
    expect([all, messages, none]).toEqual([8, 2, 0])
    const log = await settledLog(3)
    expect(log.map(({ by, filters, outcome, rows }) => ({ by, filters, outcome, rows }))).toEqual([
      { by: 'Ex Agent', filters: { q: 'nobody-at-all' }, outcome: 'complete', rows: 0 },
      {
        by: 'Ada Admin',
        filters: { kind: 'message', q: 'Export' },
        outcome: 'complete',
        rows: 2,
      },
      { by: 'Ex Agent', filters: { q: 'export' }, outcome: 'complete', rows: 8 },
    ])
    const times = log.map((entry) => Date.parse(entry.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('records no refused export (a 400) and no HEAD, which writes no file', async () => {
    const before = (await exportLog()).length
    expect((await get(`${base}/export.csv?from=2026-02-30`)).status).toBe(400)
    const head = await app.client.request('HEAD', `${base}/export.csv`, { token: app.admin })
    expect(head.status).toBe(200)
    expect(await exportLog()).toHaveLength(before)
  })

  it(`shows the newest ${exportLogLimit} at most`, async () => {
    const before = (await exportLog()).length
    const more = exportLogLimit - before + 2
    for (let n = 0; n < more; n++) await exported(`?q=round-${n}`, agentToken)
    const log = await settledLog(1)
    expect(log).toHaveLength(exportLogLimit)
    expect(log[0]!.filters).toEqual({ q: `round-${more - 1}` })
  })

  it('takes GET only: another method is a 405 naming it', async () => {
    const response = await app.client.post(`${base}/exports`, {}, { token: app.admin })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toContain('GET')
  })
})
