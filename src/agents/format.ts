// How the console writes times, kinds, statuses and notice choices.
import type { ItemKind, ItemStatus, NoticeChoice } from './contract'
import { kindLabels } from './kinds'

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** "27 Nov 2026, 14:05 UTC": one zone for every agent, as the server's dates are. */
export function formatTime(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : `${timeFormat.format(time)} UTC`
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** A table's date, short enough for one line of a narrow column: "27 Nov, 14:05" this year,
 *  "27 Nov 2025" before it (the hour of a past year's row is rarely what an agent looks for);
 *  the cell's title gives formatTime's whole date. The year is the UTC year of `now`. */
export function formatShortTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return new Date(time).getUTCFullYear() === new Date(now).getUTCFullYear()
    ? `${dayMonth.format(time)}, ${clock.format(time)}`
    : dayMonthYear.format(time)
}

/** Each kind's label, as its declaration gives it (kinds.ts). */
export { kindLabels }

export const statusLabels: Record<ItemStatus, string> = {
  new: 'New',
  inReview: 'In review',
  approved: 'Approved',
  declined: 'Declined',
  spam: 'Spam',
  answered: 'Answered',
  closed: 'Closed',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
}

export const statusLabel = (status: string) => statusLabels[status as ItemStatus] ?? status

/** What an erase removed, the kinds it found: "Invitation 1, Mail 2"; empty when nothing. */
export function erasedCounts(counts: Record<string, number>): string {
  const labels: Record<string, string> = { ...kindLabels, candidate: 'Candidate', mail: 'Mail' }
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${labels[kind] ?? kind} ${count}`)
    .join(', ')
}

/** An account's notices of new requests, as the settings' select offers them. */
export const noticeNames: Record<NoticeChoice, string> = {
  each: 'A mail for each new request',
  digest: 'One digest now and then',
  off: 'No mail',
}

const filterNames: Record<string, string> = {
  kind: 'Kind',
  status: 'Status',
  owner: 'Owner',
  from: 'From',
  to: 'To',
  q: 'Search',
}

/** The inbox's filters in words: "Kind: Message, Search: “Zoë”"; "All items" without any. An
 *  owner is its id ("none": nobody), as the log keeps it. */
export function describeFilters(filters: Record<string, string | undefined>): string {
  const shown = Object.entries(filters).flatMap(([name, value]) => {
    if (value === undefined || value === '') return []
    const text =
      name === 'kind'
        ? (kindLabels[value as ItemKind] ?? value)
        : name === 'status'
          ? statusLabel(value)
          : name === 'owner'
            ? value === 'none'
              ? 'nobody'
              : `account ${value}`
            : name === 'q'
              ? `“${value}”`
              : value
    return [`${filterNames[name] ?? name}: ${text}`]
  })
  return shown.length ? shown.join(', ') : 'All items'
}
