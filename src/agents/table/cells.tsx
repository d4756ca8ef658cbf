import { Fragment } from 'react'
import type { ItemStatus } from '../contract'
import { formatShortTime, formatTime, statusLabel } from '../format'
import tableStyles from './Table.module.css'

/** A date in a table: short ("27 Nov, 14:05"), its whole date and zone in its title, and the
 *  machine-readable date for assistive technology. */
export function DateCell({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatTime(iso)}>
      {formatShortTime(iso)}
    </time>
  )
}

/** Each status's colour family: what waits on an agent (new, in review), what ended well,
 *  what ended otherwise, what was set aside. Several statuses share a family where they mean
 *  the same to an agent; their words tell them apart. */
export const statusTones: Record<ItemStatus, StatusTone> = {
  new: 'fresh',
  inReview: 'working',
  approved: 'done',
  answered: 'replied',
  active: 'done',
  declined: 'declined',
  spam: 'refused',
  closed: 'quiet',
  unsubscribed: 'quiet',
}

export type StatusTone = 'fresh' | 'working' | 'done' | 'replied' | 'declined' | 'refused' | 'quiet'

/** A status as a chip: its colour and, always, its words (colour is never the only cue). */
export function StatusChip({ status }: { status: string }) {
  const tone = statusTones[status as ItemStatus] ?? 'quiet'
  return (
    <span className={tableStyles.chip} data-tone={tone}>
      {statusLabel(status)}
    </span>
  )
}

/** An address or a link that may wrap where a reader expects it: before its "@" and its path's "/"
 *  ("mira.okafor" / "@example.com"), rather than a letter or two from its end. */
export function BreakableText({ text }: { text: string }) {
  // Not inside a scheme's "://": only before a path's "/".
  const parts = text.split(/(?=@)|(?<=[^/:])(?=\/)/)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
