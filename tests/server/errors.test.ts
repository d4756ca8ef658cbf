// An unexpected failure is logged as one line (its request's) with the request id, the error's
// name, message and code, method and path, and no SQL parameters or stack; the 500 carries the
// same id.
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { appAlone, failingDb } from './appFixture.ts'
import { pathOf } from './harness.ts'
import { captureLog, type CapturedLog } from './logLines.ts'

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
const appFailingWith = (error: unknown, log: CapturedLog) =>
  appAlone({ db: failingDb(error), logger: log.logger })

async function fail(error: unknown) {
  const log = captureLog()
  const path = pathOf('campaign').replace(':hash', 'demo')
  const response = await appFailingWith(error, log).request(path)
  return { response, lines: log.lines, path }
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
      time: expect.any(String),
      service: 'nova-club',
      msg: 'request',
      requestId,
      method: 'GET',
      route: pathOf('campaign'),
      path,
      status: 500,
      ms: expect.any(Number),
      ip: 'unknown',
      userAgent: '',
      error: {
        name: 'Error',
        message: 'invalid byte sequence for encoding "UTF8": 0x00',
        errorCode: '22021',
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
    // The message's 300 characters and the request's fields (time, id, route, path, status...).
    expect(lines[0]!.length).toBeLessThan(700)
  })
})
