// Candidates' access codes (issue 31). A code is 16 characters of Crockford's base-32 alphabet
// (no I, L, O or U, so nothing reads as another character), in four groups: XXXX-XXXX-XXXX-XXXX,
// 80 random bits, far beyond guessing at the site's limit of tries. Only the SHA-256 of the
// normalised code is stored; the code itself is in the candidate's mail alone.
import { randomInt } from 'node:crypto'
import { hashToken } from '../auth/tokens.ts'

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** How long a candidate's code works unless CANDIDATE_CODE_DAYS says otherwise. */
export const defaultCodeDays = 14

/** A new random code, XXXX-XXXX-XXXX-XXXX. */
export function newAccessCode(): string {
  const characters = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)])
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-')
}

/** A code as typed, trimmed and with its ASCII letters upper case: the form that is hashed.
 *  Only ASCII, as the migration that hashed the plain codes (0009) does, whatever the locale. */
export const normalisedCode = (code: string) =>
  code.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase())

/** What the database keeps of a code (and looks a typed one up by). */
export const codeHash = (code: string) => hashToken(normalisedCode(code))
