// Password hashes: argon2id with the library's defaults (19 MiB, 2 passes).
import type { Algorithm } from '@node-rs/argon2'
import { builtOnce } from '../db/prepared.ts'

/** The native argon2 module is loaded for the first password, not at start. */
const argon2 = builtOnce(() => import('@node-rs/argon2'))

// The library's enum is a const enum, which this build cannot import as a value.
const argon2id: Algorithm.Argon2id = 2

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, { algorithm: argon2id })
}

let decoy: Promise<string> | undefined

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such user) it checks against a
 * decoy, so an unknown user name costs as long to refuse as a wrong password.
 */
export async function checkPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  decoy ??= hashPassword('no member has this password')
  const matches = await (await argon2()).verify(passwordHash ?? (await decoy), password)
  return passwordHash !== undefined && matches
}
