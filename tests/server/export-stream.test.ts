// The CSV export streams: its 200 and headers leave before its last row is read. A failure
// after the first byte ends the answer so the client cannot take it for a whole file, is one
// JSON error line (the request's, a 500, never the 200 its headers said), and neither the
// answer nor any output holds SQL, parameters or a stack; a failure of the first batch is the
// app's ordinary 500. Served by @hono/node-server as the server is, with and without gzip.
// The file starts with a UTF-8 byte order mark, for Excel. Each export's record in the export
// log says how it ended: complete with every row, or failed with the rows written before.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { desc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { agentsBase } from '../../src/agents/contract.ts'
import { createAgent } from '../../server/agents/accounts.ts'
import { signIn } from '../../server/agents/auth.ts'
import { exportBatchSize, exportFirstBatchSize } from '../../server/agents/export.ts'
import { summaryColumns } from '../../server/agents/inbox.ts'
import { openDatabase, type Database, type Db } from '../../server/db/database.ts'
import { exportLog } from '../../server/db/schema.ts'
import { appAlone } from './appFixture.ts'
import { createStore, databaseName } from './harness.ts'
import { captureLog } from './logLines.ts'

/** More items than one batch: the export reads a second after its first byte has left. */
const itemCount = exportBatchSize + 200
const exportPath = `${agentsBase}/export.csv?kind=message`

let database: Database
let server: ServerType
let url: string
let token: string
const log = captureLog()
/** From which read of the export's rows on a read fails (a real query error, after a while). */
let failFromRead = Infinity
let reads = 0

/** The database, but the export's reads of rows (the ones that select `summaryColumns`) from
 *  read `failFromRead` on take a fifth of a second, as a query over many rows does, then fail
 *  computing a column (1/0): a real DrizzleQueryError, whose message is the SQL with its
 *  parameters. The wait lets the answer's headers and first batch leave first, as they do
 *  when a long export fails. */
function failingExport(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown
      if (property !== 'select') {
        return typeof value === 'function' ? value.bind(target) : value
      }
      return (columns?: typeof summaryColumns) => {
        if (columns !== summaryColumns || ++reads < failFromRead) return target.select(columns!)
        const failing = sql<string>`(select (1 / (count(*) - 1))::text from pg_sleep(0.2))`
        return target.select({ ...columns, micros: failing })
      }
    },
  })
}

beforeAll(async () => {
  database = await openDatabase(await createStore())
  const { db } = database
  await db.execute(sql`
    insert into items (kind, record_id, status, received_at, title, contact, search)
    select 'message', n, 'new', now() - n * interval '1 minute', 'Zoë Müller ' || n,
      'zoe' || n || '@example.com', 'zoë müller'
    from generate_series(1, ${itemCount}) as n`)
  await createAgent(db, {
    username: 'export.admin',
    displayName: 'Export Admin',
    password: 'an export admin password',
    role: 'admin',
  })
  const session = await signIn(db, 'export.admin', 'an export admin password', 60_000)
  if (!('token' in session)) throw new Error('The test admin could not sign in.')
  token = session.token
  const app = appAlone({ db: failingExport(db), logger: log.logger })
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve)
    ;(server as Server).closeAllConnections()
  })
  await database.close()
})

const exportWith = (encoding: string) =>
  fetch(url + exportPath, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': encoding },
  })

/** The newest export's record, once it is no longer `started` (its stream's end settles it). */
async function settledExport() {
  return vi.waitFor(
    async () => {
      const [row] = await database.db
        .select({ outcome: exportLog.outcome, rows: exportLog.rows, filters: exportLog.filters })
        .from(exportLog)
        .orderBy(desc(exportLog.id))
        .limit(1)
      expect(row?.outcome).not.toBe('started')
      return row!
    },
    { timeout: 5000 },
  )
}

/** The export's request lines written so far. */
const exportLines = () =>
  log
    .entries()
    .filter((entry) => entry.msg === 'request' && entry.route === `${agentsBase}/export.csv`)

describe(`the CSV export (${databaseName})`, () => {
  it('starts with a UTF-8 byte order mark, then the header and every row', async () => {
    failFromRead = Infinity
    const response = await exportWith('identity')
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe('kind,id,status,name,contact,owner,received,version')
    expect(lines).toHaveLength(itemCount + 1)
    expect(lines[1]).toContain('Zoë Müller 1,')
    expect(await settledExport()).toEqual({
      outcome: 'complete',
      rows: itemCount,
      filters: { kind: 'message' },
    })
  })

  it('answers HEAD with the headers alone, and logs it at once', async () => {
    failFromRead = Infinity
    const linesBefore = log.lines.length
    const response = await fetch(url + exportPath, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    await vi.waitFor(() => expect(log.lines.length).toBeGreaterThan(linesBefore), {
      timeout: 5000,
    })
    expect(JSON.parse(log.lines.at(-1)!)).toMatchObject({ method: 'HEAD', status: 200 })
  })

  for (const encoding of ['identity', 'gzip']) {
    it(`cut after its first byte (${encoding}): the answer ends unfinished, one 500 line, no SQL`, async () => {
      const printed = [vi.spyOn(console, 'error'), vi.spyOn(console, 'info')]
      const linesBefore = log.lines.length
      reads = 0
      failFromRead = 2
      try {
        const response = await exportWith(encoding)
        expect(response.status).toBe(200)
        expect(response.headers.get('Content-Encoding') ?? 'identity').toBe(encoding)
        const reader = response.body!.getReader()
        const received: string[] = []
        const decoder = new TextDecoder()
        const reading = async () => {
          // Bounded: the first batch is about 100 KB.
          for (let chunk = 0; chunk < 10_000; chunk++) {
            const { done, value } = await reader.read()
            if (done) return 'complete'
            received.push(decoder.decode(value, { stream: true }))
          }
          return 'endless'
        }
        await expect(reading()).rejects.toThrow()
        const body = received.join('')
        // gzip keeps what it has not flushed: the cut may come before any byte of it.
        if (encoding === 'identity') expect(body).toContain('Zoë Müller 1,')
        expect(body).not.toMatch(/select|1 \/|Error|division/i)
        await vi.waitFor(() => expect(exportLines().length).toBeGreaterThan(0), {
          timeout: 5000,
        })
        const lines = log.lines.slice(linesBefore)
        expect(lines).toHaveLength(1)
        expect(lines[0]).not.toMatch(/select|\$1|\n|at .*\.ts/i)
        expect(JSON.parse(lines[0]!)).toMatchObject({
          level: 'error',
          msg: 'request',
          route: `${agentsBase}/export.csv`,
          status: 500,
          sentStatus: 200,
          bodyCut: true,
          error: { message: 'division by zero', errorCode: '22012' },
        })
        for (const spy of printed) expect(spy).not.toHaveBeenCalled()
        // The first batch left; the second's read failed: a cut export, not a success.
        expect(await settledExport()).toMatchObject({
          outcome: 'failed',
          rows: exportFirstBatchSize,
        })
      } finally {
        for (const spy of printed) spy.mockRestore()
      }
    })
  }

  it('failing in its first batch, answers the generic 500 with no SQL, and logs it once', async () => {
    const linesBefore = log.lines.length
    reads = 0
    failFromRead = 1
    for (const encoding of ['identity', 'gzip']) {
      const response = await exportWith(encoding)
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(text).not.toMatch(/select|division/i)
      expect(schemas.apiError.parse(JSON.parse(text)).error).toBe(
        'Something went wrong on our side. Please try again later.',
      )
    }
    const lines = log.lines.slice(linesBefore).map((line) => JSON.parse(line))
    expect(lines).toHaveLength(2)
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'error', status: 500, error: { errorCode: '22012' } })
      expect(line).not.toHaveProperty('bodyCut')
    }
    expect(await settledExport()).toMatchObject({ outcome: 'failed', rows: 0 })
  })
})
