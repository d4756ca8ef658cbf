// A long CSV export shares the server (issue 46): on PGlite the database runs on the server's
// own thread, and an export that read batch after batch without giving the event loop a turn
// held every other request until its last row (and, past the watchdog's 10 s, had the server
// killed). Between batches it now yields (setImmediate): a callback of the next turn runs
// between any two batches, and a request made while a long export streams to another process
// is answered before it ends. Served by @hono/node-server as the server is.
import { spawn } from 'node:child_process'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentsBase } from '../../src/agents/contract.ts'
import { createAgent } from '../../server/agents/accounts.ts'
import { signIn } from '../../server/agents/auth.ts'
import { exportBatchSize, exportCsv } from '../../server/agents/export.ts'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { appAlone } from './appFixture.ts'
import { createStore, databaseName } from './harness.ts'

/** Enough batches that the export lasts well beyond one request's time. */
const itemCount = exportBatchSize * 10

let database: Database
let server: ServerType
let url: string
let token: string

beforeAll(async () => {
  database = await openDatabase(await createStore())
  const { db } = database
  await db.execute(sql`
    insert into items (kind, record_id, status, received_at, title, contact, search)
    select 'message', n, 'new', now() - n * interval '1 second', 'Writer ' || n,
      'writer' || n || '@example.com', 'writer ' || n
    from generate_series(1, ${itemCount}) as n`)
  await createAgent(db, {
    username: 'export.agent',
    displayName: 'Export Agent',
    password: 'an export agent password',
    role: 'agent',
  })
  const session = await signIn(db, 'export.agent', 'an export agent password', 60_000)
  if (!('token' in session)) throw new Error('The test agent could not sign in.')
  token = session.token
  const app = appAlone({ db })
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

const get = (path: string) =>
  fetch(url + agentsBase + path, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
  })

/** The export read to its end by another process, as a browser or curl reads it (a reader in
 *  this process would give the event loop turns of its own): it writes `first` at the first
 *  chunk and `end` at the last. */
function exportElsewhere() {
  const reader = `
    const response = await fetch(process.argv[1], {
      headers: { Authorization: 'Bearer ' + process.argv[2] },
    })
    let first = true
    for await (const _chunk of response.body) {
      if (first) process.stdout.write('first\\n')
      first = false
    }
    process.stdout.write('end\\n')`
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', reader, `${url}${agentsBase}/export.csv?kind=message`, token],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      let text = ''
      child.stdout.on('data', (data: Buffer) => {
        text += data.toString()
        if (text.includes(`${word}\n`)) resolve()
      })
      child.on('exit', () => reject(new Error(`The reader ended without "${word}".`)))
    })
  return { first: said('first'), end: said('end') }
}

describe(`a long export shares the server (${databaseName})`, () => {
  it('gives the event loop a turn between batches, however fast they are read', async () => {
    const row = {
      itemId: 1,
      kind: 'message',
      id: 1,
      status: 'new',
      title: 'Writer 1',
      contact: null,
      ownerId: null,
      ownerName: null,
      receivedAt: new Date('2026-12-01T00:00:00Z'),
      version: 0,
      micros: '1',
    }
    // Batches that are there at once, as a fast query's are: only the yield lets a callback
    // of the next turn (a request's, the watchdog's heartbeat) run between them.
    const turns: number[] = []
    let reads = 0
    const chunks = exportCsv(async () => {
      reads += 1
      setImmediate(() => turns.push(reads))
      return reads < 4 ? Array.from({ length: exportBatchSize }, () => row) : []
    })
    for await (const _chunk of chunks) {
      // read as fast as they come
    }
    expect(reads).toBe(4)
    expect(turns.slice(0, 3)).toEqual([1, 2, 3])
  })

  it('answers a request made while the export streams before the export ends', async () => {
    const exporting = exportElsewhere()
    await exporting.first
    let exportEnded = false
    const ended = exporting.end.then(() => {
      exportEnded = true
    })
    const me = await get('/me')
    expect(me.status).toBe(200)
    const answeredDuringTheExport = !exportEnded
    await ended
    expect(answeredDuringTheExport).toBe(true)
  })
})
