// A secret long enough can still be easy to guess (server/auth/secrets.ts): the limits refuse
// what a person types and never a random secret, given or kept in the data directory.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  jwtSecretFile,
  operatorTokenFile,
  persistentSecret,
  secretWeakness,
} from '../../server/auth/secrets.ts'
import { StartError } from '../../server/startError.ts'

/** 32 bytes that look random and are the same in every run (a failure can be replayed). */
const bytes = (seed: string) => createHash('sha256').update(seed).digest()

/** The secrets the usual commands make: openssl rand -base64 32 / -hex 16 / -hex 32, the
 *  server's own, a UUID, 40 random digits. */
const makers: Record<string, (seed: string) => string> = {
  'openssl rand -base64 32': (seed) => bytes(seed).toString('base64'),
  'the generated file (base64url)': (seed) => bytes(seed).toString('base64url'),
  'openssl rand -hex 16': (seed) => bytes(seed).subarray(0, 16).toString('hex'),
  'openssl rand -hex 32': (seed) => bytes(seed).toString('hex'),
  'a UUID': (seed) => {
    const hex = bytes(seed).toString('hex')
    return [
      hex.slice(0, 8),
      hex.slice(8, 12),
      hex.slice(12, 16),
      hex.slice(16, 20),
      hex.slice(20, 32),
    ].join('-')
  },
  '40 random digits': (seed) =>
    [...Buffer.concat([bytes(seed), bytes(`${seed}+`)]).subarray(0, 40)]
      .map((byte) => String(byte % 10))
      .join(''),
}

describe('a random secret', () => {
  it.each(Object.entries(makers))('made as %s is never refused (10,000 of them)', (kind, make) => {
    const refused: string[] = []
    for (let i = 0; i < 10_000; i++) {
      const secret = make(`${kind} ${i}`)
      const weakness = secretWeakness(secret)
      if (weakness) refused.push(`${secret}: ${weakness}`)
    }
    expect(refused).toEqual([])
  })
})

describe('a secret kept in the data directory', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'nova-secrets-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('is generated random, and read back', () => {
    const dir = join(scratch, 'generated')
    const token = persistentSecret(dir, operatorTokenFile)
    expect(secretWeakness(token)).toBeUndefined()
    expect(persistentSecret(dir, operatorTokenFile)).toBe(token)
  })

  it.each([jwtSecretFile, operatorTokenFile])(
    'refuses a %s file an operator filled with a weak one, without quoting it',
    (file) => {
      const dir = join(scratch, `weak-${file}`)
      persistentSecret(dir, file)
      writeFileSync(join(dir, file), `${'hunter2'.repeat(6)}\n`)
      const read = () => persistentSecret(dir, file)
      expect(read).toThrow(StartError)
      expect(read).toThrow(
        `${join(dir, file)} holds a secret that is too easy to guess: it is one piece of 7 ` +
          'characters repeated. Put a new one in it (openssl rand -base64 32), or delete it',
      )
      expect(read).not.toThrow(/hunter2/)
    },
  )
})
