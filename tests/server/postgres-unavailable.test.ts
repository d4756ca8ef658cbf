// What counts as "the database cannot be reached" (answered 503 and logged in one line), and a
// start against a PostgreSQL that does not answer. The outage itself, with a real server and
// cluster, is tests/faults/postgres-outage.test.ts.
import { createServer } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { createPool } from '../../server/db/postgres.ts'
import { databaseLossLog, isDatabaseUnavailable } from '../../server/db/unavailable.ts'
import { startServer } from '../../server/server.ts'
import { StartError } from '../../server/startError.ts'
import pg from 'pg'
import { createStore, postgresUrl, testEnv } from './harness.ts'
import { captureLog } from './logLines.ts'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('a lost database connection', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['killed by an administrator (57P01)', withCode('57P01', 'terminating connection')],
    ['refused while PostgreSQL starts (57P03)', withCode('57P03')],
    ['a connection exception (class 08)', withCode('08006')],
    ['ended', new Error('Connection terminated unexpectedly')],
    ['wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
  ])('is recognised when %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a bug', new TypeError('undefined is not a function')],
    ['not an error', 'text'],
  ])('is not confused with %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('the log of a lost connection', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("is one line with the driver's message, not the query's parameters, once per burst", () => {
    const log = captureLog()
    // A log of its own: the process's remembers what other files' servers lost.
    const logDatabaseUnavailable = databaseLossLog()
    const error = new Error('Failed query: select $1\nparams: secret@example.com', {
      cause: withCode('57P01', 'terminating connection due to administrator command'),
    })
    logDatabaseUnavailable(error, 1_000_000, log.logger)
    logDatabaseUnavailable(error, 1_005_000, log.logger)
    expect(log.entries()).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'database unavailable',
        error: { message: 'terminating connection due to administrator command' },
      }),
    ])
    expect(log.lines.join('\n')).not.toContain('secret@example.com')
    logDatabaseUnavailable(error, 1_011_000, log.logger)
    expect(log.lines).toHaveLength(2)
  })

  it('logs each message of a burst once, however the server and the driver interleave them', () => {
    const log = captureLog()
    const logDatabaseUnavailable = databaseLossLog()
    const killed = withCode('57P01', 'terminating connection due to administrator command')
    const ended = new Error('Connection terminated unexpectedly')
    for (let at = 1_000_000; at < 1_000_020; at += 2) {
      logDatabaseUnavailable(killed, at, log.logger)
      logDatabaseUnavailable(ended, at + 1, log.logger)
    }
    expect(log.entries().map((entry) => entry.error)).toEqual([
      { message: 'terminating connection due to administrator command' },
      { message: 'Connection terminated unexpectedly' },
    ])
    logDatabaseUnavailable(ended, 1_010_000, log.logger)
    expect(log.lines).toHaveLength(2) // within ten seconds of its own first line
    logDatabaseUnavailable(killed, 1_010_000, log.logger)
    expect(log.lines).toHaveLength(3) // ten seconds after its own first line
  })
})

describe('a start against PostgreSQL that does not answer', () => {
  it('stops with a message that names the server and what to do', async () => {
    // A port nobody listens on: taken from the system, then let go.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
    const store = await createStore({ pglite: true })
    const url = `postgres://club:hunter2@127.0.0.1:${port}/club`
    const start = startServer(loadConfig(testEnv(store, { DATABASE_URL: url })))
    await expect(start).rejects.toThrow(StartError)
    await expect(start).rejects.toThrow(/cannot be reached .*correct DATABASE_URL/)
    await expect(start).rejects.not.toThrow(/hunter2/)
  })
})

describe.runIf(postgresUrl)('the pool, when PostgreSQL kills its connections', () => {
  it('logs instead of ending the process, idle or checked-out, and connects again', async () => {
    // A log of its own: the process's leaves out a message it logged in the last ten seconds,
    // and other files in this worker drop their databases WITH (FORCE), which kills their
    // connections with the same messages.
    const log = captureLog()
    const logLoss = databaseLossLog()
    const url = new URL(postgresUrl!)
    url.searchParams.set('application_name', 'pool_under_test')
    const pool = createPool(url.toString(), {
      logLoss: (error) => logLoss(error, Date.now(), log.logger),
    })
    let held: pg.PoolClient | undefined
    try {
      held = await pool.connect() // as a transaction holds one
      await pool.query('select 1') // and another, idle in the pool afterwards
      expect(pool.totalCount).toBe(2)

      const admin = new pg.Client({ connectionString: postgresUrl })
      await admin.connect()
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pool_under_test'",
      )
      await admin.end()
      expect(rowCount).toBe(2)
      // Without the listeners, either 'error' event would be uncaught and fail this run.
      for (let wait = 0; wait < 200 && pool.totalCount > 1; wait++) await sleep(50)
      expect(pool.totalCount).toBe(1) // the idle one is gone
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          msg: 'database unavailable',
          error: { message: expect.any(String) },
        }),
      )
      held.release(true)
      held = undefined

      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    } finally {
      // pool.end() waits for every client it lent: a failed expectation above must not leave
      // one out, or the test would time out instead of saying what it saw.
      held?.release(true)
      await pool.end()
    }
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
