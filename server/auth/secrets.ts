// Secrets the server needs across restarts: given by the environment, or generated once and
// kept in the data directory, readable by its owner only.
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { privateDirectory } from '../db/privateFiles.ts'
import { StartError } from '../startError.ts'

/** As for JWT_SECRET: HS256 wants a key of at least 256 bits, and a token as much guessing. */
export const minSecretLength = 32

/** What an operator runs for a good secret (44 characters, 256 random bits). */
export const makeSecret = 'openssl rand -base64 32'

// A long secret can still be easy to guess. The limits below refuse what a person types
// (aaaa…, abcabc…, the alphabet) and no random secret: 200,000 random secrets of each common
// kind (openssl rand -base64 32 or -hex 16/32, a UUID, 40 random digits) had at least 6
// different characters, at most 8 of one character in a row (digits; base64 and hex: 6), at
// most 7 characters counting up or down, and more than 0.85 of their 4-character pieces
// different (tests/unit/secrets.test.ts keeps a corpus of them passing).
const minDistinct = 6
const maxRun = 8
const maxCount = 12
const minPieceShare = 0.5

/** Why a secret of the required length is still easy to guess, or undefined when it is not.
 *  The answer never quotes the secret. */
export function secretWeakness(secret: string): string | undefined {
  const distinct = new Set(secret).size
  if (distinct < minDistinct) {
    return `it has only ${distinct} different character${distinct === 1 ? '' : 's'}`
  }
  const period = smallestPeriod(secret)
  if (period <= secret.length / 2) return `it is one piece of ${period} characters repeated`
  if (longestRun(secret, 0) > maxRun) {
    return `it has more than ${maxRun} of one character in a row`
  }
  if (longestRun(secret, 1) > maxCount) {
    return `it has more than ${maxCount} characters in a row that count up or down`
  }
  if (pieceShare(secret) < minPieceShare) return 'it repeats the same few characters'
  return undefined
}

/** What is wrong with a secret given to the server, as the end of a sentence that starts with
 *  its name, or undefined when it will do. */
export function secretProblem(secret: string): string | undefined {
  if (secret.length < minSecretLength) {
    return `must be at least ${minSecretLength} characters long (it has ${secret.length})`
  }
  const weakness = secretWeakness(secret)
  return weakness && `is too easy to guess: ${weakness}`
}

/** The shortest p with secret[i] === secret[i + p] everywhere (its length when none). */
function smallestPeriod(secret: string): number {
  for (let period = 1; period < secret.length; period++) {
    let repeats = true
    for (let i = 0; i + period < secret.length && repeats; i++) {
      repeats = secret[i] === secret[i + period]
    }
    if (repeats) return period
  }
  return secret.length
}

/** The longest stretch where each character's code is the one before it plus `step` (0: the
 *  same character again; 1: counting up or down, as abcdef or 987654). */
function longestRun(secret: string, step: 0 | 1): number {
  let longest = 1
  let run = 1
  let direction = 0
  for (let i = 1; i < secret.length; i++) {
    const difference = secret.charCodeAt(i) - secret.charCodeAt(i - 1)
    const continues = step === 0 ? difference === 0 : Math.abs(difference) === 1
    if (continues && (step === 0 || difference === direction || run === 1)) run++
    else run = continues ? 2 : 1
    direction = continues ? difference : 0
    longest = Math.max(longest, run)
  }
  return longest
}

/** The share of the secret's 4-character pieces that occur once: low for repeated words. */
function pieceShare(secret: string): number {
  const pieces = new Set<string>()
  for (let i = 0; i + 4 <= secret.length; i++) pieces.add(secret.slice(i, i + 4))
  return pieces.size / (secret.length - 3)
}

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

/** A secret kept in the data directory: the generated one is random; one an operator wrote
 *  there (rotating the token, say) is held to the environment's rules. */
function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim()
  const remedy =
    `Put a new one in it (${makeSecret}), or delete it to have a new one generated ` +
    '(a new jwt-secret signs everyone out).'
  if (secret.length < minSecretLength) {
    throw new StartError(
      `${file} holds a secret of ${secret.length} characters; it must have at least ` +
        `${minSecretLength}. ${remedy}`,
    )
  }
  const weakness = secretWeakness(secret)
  if (weakness) {
    throw new StartError(`${file} holds a secret that is too easy to guess: ${weakness}. ${remedy}`)
  }
  return secret
}

export const jwtSecretFile = 'jwt-secret'
export const operatorTokenFile = 'operator-token'
