// Staff passwords open the console: every visitor's address and message, erasure, accounts.
// Besides the contract's rules (12 characters or more not counting spaces at the ends, 5
// different characters, not the user name: src/agents/contract.ts, checked by the console's
// forms too), the server refuses a password built on one of the most used ones (the list is
// server-only: 40 KB the console's JavaScript need not carry). "Built on" is the common part
// that is left once the digits and symbols around it go and the usual letter swaps are undone:
// password1234, P@ssw0rd!!2026 and Qwertyuiop12 are all refused.
import { commonPasswordList } from './commonPasswords.ts'

const commonPasswords: ReadonlySet<string> = new Set(
  commonPasswordList.split('\n').filter((line) => line !== ''),
)

/** The usual swaps of letters for digits and symbols, undone. */
const unswapped: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
}

/** The longest of the list: a longer part cannot be one of them. */
const longestCommon = Math.max(...[...commonPasswords].map((password) => password.length))

/** What a password is built on: itself in lower case and trimmed, and every part of it that is
 *  left once only digits, symbols and spaces are taken off its start or its end (password for
 *  password1234, 1234567890 for 123456789012), each also with the swaps undone. */
export function passwordBases(password: string): string[] {
  const lower = password.trim().toLowerCase()
  const bases = new Set([lower])
  // How many characters at each end are not letters (all of them for a password of none).
  const lead = /^[^\p{L}]*/u.exec(lower)![0].length
  const trail = /[^\p{L}]*$/u.exec(lower)![0].length
  for (let start = 0; start <= Math.min(lead, lower.length - 1); start++) {
    const last = Math.min(lower.length, start + longestCommon)
    for (let end = Math.max(start + 1, lower.length - trail); end <= last; end++) {
      bases.add(lower.slice(start, end))
    }
  }
  for (const base of [...bases]) {
    bases.add(base.replace(/[013457@$!]/g, (swapped) => unswapped[swapped]!))
  }
  return [...bases]
}

export const commonPasswordMessage =
  'This password is one of the most used, or one of them with digits or symbols added: please choose another.'
export const userNamePasswordMessage = 'The password must not be the user name.'

/** Why the server refuses `password` for the account `username`, or undefined. */
export function passwordWeakness(password: string, username: string): string | undefined {
  const bases = passwordBases(password)
  if (bases.some((base) => commonPasswords.has(base))) return commonPasswordMessage
  if (bases.includes(username.toLowerCase())) return userNamePasswordMessage
  return undefined
}
