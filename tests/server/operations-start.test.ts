// What an operator meets at start and stop (docs/operations.md): an operator token too short
// or too simple to resist guessing, a data directory that is a file, limits that node:http
// would refuse, and a stop that is asked for twice.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { minSecretLength, operatorTokenFile, persistentSecret } from '../../server/auth/secrets.ts'
import { loadConfig } from '../../server/config.ts'
import { privateDirectory } from '../../server/db/privateFiles.ts'
import { StartError } from '../../server/startError.ts'
import { startTestServer } from './harness.ts'

const scratch = mkdtempSync(join(tmpdir(), 'nova-operations-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('the operator token', () => {
  it('refuses an OPERATOR_TOKEN shorter than 32 characters, in one line', () => {
    expect(() => loadConfig({ OPERATOR_TOKEN: 'abc' })).toThrow(
      new StartError(
        'OPERATOR_TOKEN must be at least 32 characters long (it has 3); make one with: ' +
          'openssl rand -base64 32',
      ),
    )
    const token = 'q8Vx2mZ7pL4sN9dR1tY6wK3hB5cF0gJe'
    expect(token).toHaveLength(minSecretLength)
    expect(loadConfig({ OPERATOR_TOKEN: token }).operatorToken).toBe(token)
  })

  it('refuses a long OPERATOR_TOKEN that is easy to guess, in one line', () => {
    expect(() => loadConfig({ OPERATOR_TOKEN: 'a'.repeat(36) })).toThrow(
      new StartError(
        'OPERATOR_TOKEN is too easy to guess: it has only 1 different character; make one ' +
          'with: openssl rand -base64 32',
      ),
    )
  })

  it('generates one of 43 characters (256 random bits) when none is given', () => {
    const dir = join(scratch, 'generated')
    const token = persistentSecret(dir, operatorTokenFile)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(readFileSync(join(dir, operatorTokenFile), 'utf8')).toBe(token)
  })
})

describe('limits', () => {
  it('refuses a header limit above the request limit', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      'HEADERS_TIMEOUT_MS (5000) must not be more than REQUEST_TIMEOUT_MS (1000).',
    )
    expect(loadConfig({})).toMatchObject({
      drainTimeoutMs: 10_000,
      drainGraceMs: 2000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    })
  })

  it('takes a drain grace of 0 (no balancer to wait for) and refuses a negative one', () => {
    expect(loadConfig({ DRAIN_GRACE_MS: '0' }).drainGraceMs).toBe(0)
    expect(() => loadConfig({ DRAIN_GRACE_MS: '-1' })).toThrow(
      'DRAIN_GRACE_MS must be a whole number from 0 to 2147483647 (it is "-1").',
    )
  })
})

describe('a data directory the server cannot use', () => {
  it('is explained in one line when it is a file', () => {
    const file = join(scratch, 'a-file')
    writeFileSync(file, 'not a directory')
    expect(() => privateDirectory(file)).toThrow(
      new StartError(
        `The data directory ${file} is a file, or lies under one: set DATA_DIR to a directory ` +
          '(it is created when missing).',
      ),
    )
    expect(() => privateDirectory(join(file, 'below'))).toThrow(/is a file, or lies under one/)
  })
})

describe('a stop', () => {
  it('drains once however often it is asked for', async () => {
    const server = await startTestServer()
    const first = server.stop()
    const second = server.stop()
    expect(second).toBe(first)
    expect(server.draining()).toBe(true)
    const result = await first
    expect(result.cut).toBe(0)
    expect(result.drainMs).toBeLessThan(1000)
  })
})
