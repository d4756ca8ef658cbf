// Secrets the server needs across restarts: given by the environment, or generated once and
// kept in the data directory, readable by its owner only.
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { privateDirectory } from '../db/privateFiles.ts'
import { StartError } from '../startError.ts'

/** As for JWT_SECRET: HS256 wants a key of at least 256 bits, and a token as much guessing. */
export const minSecretLength = 32

export function persistentSecret(dataDir: string, fileName: string, given?: string): string {
  if (given) return given
  const file = join(dataDir, fileName)
  if (existsSync(file)) return readSecret(file)
  privateDirectory(dataDir)
  const secret = randomBytes(32).toString('base64url')
  // Written whole under another name, then linked into place: a server starting at the same
  // moment never reads it half-written.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, secret, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(draft, file)
  } catch (error) {
    // Another server on a shared PostgreSQL wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readSecret(file)
  } finally {
    rmSync(draft, { force: true })
  }
  return secret
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < minSecretLength) {
    throw new StartError(
      `${file} holds a secret of ${secret.length} characters; it must have at least ` +
        `${minSecretLength}. Put a longer one in it (openssl rand -base64 32), or delete it ` +
        'to have a new one generated (a new jwt-secret signs everyone out).',
    )
  }
  return secret
}

export const jwtSecretFile = 'jwt-secret'
export const operatorTokenFile = 'operator-token'
