// What counts as "the database cannot be reached" (answered 503 and logged in one line), and a
// start against a PostgreSQL that does not answer. The outage itself, with a real server and
// cluster, is tests/faults/postgres-outage.test.ts.
import { createServer } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { isDatabaseUnavailable, logDatabaseUnavailable } from '../../server/db/unavailable.ts'
import { startServer } from '../../server/server.ts'
import { StartError } from '../../server/startError.ts'
import { createStore, testEnv } from './harness.ts'

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
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Failed query: select $1\nparams: secret@example.com', {
      cause: withCode('57P01', 'terminating connection due to administrator command'),
    })
    logDatabaseUnavailable(error, 1_000_000)
    logDatabaseUnavailable(error, 1_005_000)
    expect(log.mock.calls).toEqual([
      ['Database unavailable: terminating connection due to administrator command'],
    ])
    logDatabaseUnavailable(error, 1_011_000)
    expect(log).toHaveBeenCalledTimes(2)
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
