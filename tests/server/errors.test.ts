// An unexpected failure is logged as one line with the request id, the error's name, message
// and code, method and path, and no SQL parameters or stack; the 500 carries the same id.
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it, vi } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { createApp } from '../../server/app.ts'
import { createTokenService } from '../../server/auth/tokens.ts'
import type { Db } from '../../server/db/database.ts'
import { pathOf, siteFixture } from './harness.ts'

const secret = 'someone.private@example.com'

/** What pg reports for a NUL in a parameter, wrapped by Drizzle the way it does. */
function queryError() {
  const cause = Object.assign(
    new Error(
      'invalid byte sequence for encoding "UTF8": 0x00\nwhere: unnamed portal parameter $1',
    ),
    { code: '22021' },
  )
  return new DrizzleQueryError('select "id" from "campaigns" where "hash" = $1', [secret], cause)
}

/** The app on a database whose every query fails with `error`. */
function appFailingWith(error: unknown) {
  const db = new Proxy({} as Db, {
    get: () => () => {
      throw error
    },
  })
  return createApp({
    clientDir: siteFixture(),
    db,
    pingDatabase: async () => {},
    tokens: createTokenService('a test secret of at least 32 characters'),
    operatorToken: 'operator-token-for-tests',
    trustProxy: false,
    rateLimits: {
      login: { limit: 10, windowMs: 60_000 },
      accessCode: { limit: 10, windowMs: 60_000 },
      form: { limit: 10, windowMs: 60_000 },
    },
  })
}

async function fail(error: unknown) {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  const path = pathOf('campaign').replace(':hash', 'demo')
  const response = await appFailingWith(error).request(path)
  const lines = log.mock.calls.map((args) => args.map(String).join(' '))
  log.mockRestore()
  return { response, lines, path }
}

describe('an unexpected failure', () => {
  it('answers 500 with the request id of its X-Request-Id header', async () => {
    const { response } = await fail(queryError())
    expect(response.status).toBe(500)
    const body = schemas.apiError.parse(await response.json())
    expect(body.error).toBe('Something went wrong on our side. Please try again later.')
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('X-Request-Id')).toBe(body.requestId)
  })

  it('is logged as one line: id, method, path, the cause, without SQL parameters or stack', async () => {
    const { response, lines, path } = await fail(queryError())
    const { requestId } = schemas.apiError.parse(await response.json())
    expect(lines).toHaveLength(1)
    const [line] = lines as [string]
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      requestId,
      method: 'GET',
      path,
      error: {
        name: 'Error',
        message: 'invalid byte sequence for encoding "UTF8": 0x00',
        code: '22021',
      },
    })
    expect(line).not.toContain(secret)
    expect(line).not.toContain('select')
  })

  it('keeps a long or odd message to one short line', async () => {
    const { lines } = await fail(
      new TypeError(`${'x'.repeat(1000)}\n    at somewhere (file.ts:1:1)`),
    )
    expect(lines).toHaveLength(1)
    const logged = JSON.parse(lines[0]!)
    expect(logged.error.name).toBe('TypeError')
    expect(logged.error.message).toHaveLength(300)
    expect(lines[0]!.length).toBeLessThan(600)
  })
})
