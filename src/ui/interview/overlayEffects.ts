// The effects of the interview overlay's machine that read the browser: the screen size and
// the scheduling widget's messages.
import { fromCallback } from 'xstate'
import type { InterviewEvent } from '../../machines/interview.machine'
import { SCROLL_COMPENSATION_MIN_WIDTH } from '../../lib/scrollLock'

/** Phones and small tablets: narrower than the width from which the site is laid out for
 *  desktops (SPEC.md 9). */
export const smallScreenQuery = `(max-width: ${SCROLL_COMPENSATION_MIN_WIDTH - 0.02}px)`

export async function isSmallScreen(): Promise<boolean> {
  return window.matchMedia(smallScreenQuery).matches
}

export function originOf(address: string): string | null {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

/** A scheduling widget's 'event scheduled' message (`{ event: '….event_scheduled' }`), sent
 *  from the calendar link's own origin: messages from anywhere else are ignored. */
export function isSchedulingMessage(message: MessageEvent, calendarOrigin: string | null) {
  if (calendarOrigin === null || message.origin !== calendarOrigin) return false
  const data: unknown = message.data
  if (typeof data !== 'object' || data === null || !('event' in data)) return false
  return typeof data.event === 'string' && data.event.endsWith('event_scheduled')
}

/** Sends MEETING_SCHEDULED for each scheduling message from `calendarLink()`'s origin. */
export const listenForScheduling = (calendarLink: () => string | null) =>
  fromCallback<InterviewEvent>(({ sendBack }) => {
    const link = calendarLink()
    const origin = link === null ? null : originOf(link)
    const onMessage = (message: MessageEvent) => {
      if (isSchedulingMessage(message, origin)) sendBack({ type: 'MEETING_SCHEDULED' })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  })
