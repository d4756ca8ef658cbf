// Secrets the server needs across restarts: given by the environment, or generated once and
// kept in the data directory, readable by its owner only.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function persistentSecret(dataDir: string, fileName: string, given?: string): string {
  if (given) return given
  const file = join(dataDir, fileName)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another server on a shared PostgreSQL wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readFileSync(file, 'utf8').trim()
  }
  return secret
}

export const jwtSecretFile = 'jwt-secret'
export const operatorTokenFile = 'operator-token'
