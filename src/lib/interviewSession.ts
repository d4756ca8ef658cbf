// The candidate's interview state in session storage (SPEC.md 3): the visited interview link
// (interviewUrl), the accepted access code (validCode) and, for an invited candidate, the
// invitation's ref their link came with (interviewInvite, issue 31). Storage can be unavailable
// (a privacy mode, a sandboxed frame): then nothing is remembered, and nothing throws.

export const interviewSessionKeys = {
  interviewLink: 'interviewUrl',
  validCode: 'validCode',
  invitation: 'interviewInvite',
} as const

/** The opaque id of an invitation, in its link's `invite` parameter (16 random bytes). Here,
 *  not with the progress report's schema, so that storing it loads no zod; src/boot.js repeats
 *  it (it runs before any module). */
export const invitationRefPattern = /^[A-Za-z0-9_-]{22}$/

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

/** Stores the interview link with the invitation ref its address carries (`invite`), as
 *  src/boot.js does on a page load: a ref replaces the stored one; another link without one
 *  removes it, so that nothing is reported for a link under another link's invitation. */
export function keepInterviewLink(link: string, invite: string | null): void {
  if (invite !== null && invitationRefPattern.test(invite)) writeSession('invitation', invite)
  else if (readSession('interviewLink') !== link) removeSession('invitation')
  writeSession('interviewLink', link)
}

/** Forgets the interview link, and its invitation with it. */
export function forgetInterviewLink(): void {
  removeSession('interviewLink')
  removeSession('invitation')
}
