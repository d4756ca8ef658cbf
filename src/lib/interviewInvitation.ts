// An invited candidate's invitation ref, kept in session storage (interviewInvite) with its
// interview link (issue 31), as src/boot.js keeps it on a page load. A module of its own, not in
// interviewSession.ts: that one is loaded before hydration on every page (where each byte
// counts), this one only with the interview flow.
import { readSession, removeSession, writeSession } from './interviewSession'

// Each use is in a try: a browser may refuse storage itself (a privacy mode, a sandboxed frame).
const invitationKey = 'interviewInvite'

/** The opaque id of an invitation, in its link's `invite` parameter (16 random bytes). Here,
 *  not with the progress report's schema, so that keeping it loads no zod; src/boot.js repeats
 *  it (it runs before any module). */
export const invitationRefPattern = /^[A-Za-z0-9_-]{22}$/

/** The invitation ref kept with the stored interview link, if any. */
export function storedInvitation(): string | null {
  try {
    return sessionStorage.getItem(invitationKey)
  } catch {
    return null
  }
}

/** Stores the interview link with the invitation ref its address carries (`invite`): a ref
 *  replaces the stored one; another link without one removes it, so that nothing is reported
 *  for a link under another link's invitation; the same link without one keeps it. */
export function keepInterviewLink(link: string, invite: string | null): void {
  try {
    if (invite !== null && invitationRefPattern.test(invite))
      sessionStorage.setItem(invitationKey, invite)
    else if (readSession('interviewLink') !== link) sessionStorage.removeItem(invitationKey)
  } catch {
    // Full or refused: nothing is reported for this link.
  }
  writeSession('interviewLink', link)
}

/** Forgets the interview link, and its invitation with it. */
export function forgetInterviewLink(): void {
  removeSession('interviewLink')
  try {
    sessionStorage.removeItem(invitationKey)
  } catch {
    // Refused: nothing was stored either.
  }
}
