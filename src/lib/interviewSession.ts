// The candidate's interview state in session storage (SPEC.md 3): the visited interview link
// (interviewUrl) and the accepted access code (validCode); an invited candidate's invitation
// ref is kept beside them by interviewInvitation.ts. Storage can be unavailable (a privacy
// mode, a sandboxed frame): then nothing is remembered, and nothing throws.

export const interviewSessionKeys = {
  interviewLink: 'interviewUrl',
  validCode: 'validCode',
} as const

type Key = keyof typeof interviewSessionKeys

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export function readSession(key: Key): string | null {
  try {
    return storage()?.getItem(interviewSessionKeys[key]) ?? null
  } catch {
    return null
  }
}

export function writeSession(key: Key, value: string): void {
  try {
    storage()?.setItem(interviewSessionKeys[key], value)
  } catch {
    // Full or refused: the flow goes on, unremembered.
  }
}

export function removeSession(key: Key): void {
  try {
    storage()?.removeItem(interviewSessionKeys[key])
  } catch {
    // Refused: nothing was stored either.
  }
}
