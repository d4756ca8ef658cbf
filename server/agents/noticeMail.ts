// The notices Talent Agents receive of new requests (issue 31): plain text, the club's words.
// They say what kind of request arrived, when, and where the console shows it: never the
// visitor's name, address or message (mail leaves the system; the console holds those).
import { itemKinds, type ItemKind } from '../../src/agents/contract.ts'
import { itemSources } from './kinds.ts'

/** An item as a notice names it: its kind, the form row's id (the console's address) and
 *  when it arrived. */
export interface NoticeItem {
  kind: ItemKind
  recordId: number
  receivedAt: Date
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})

/** The most items a digest links one by one; the rest are counted and wait in the inbox. */
export const digestLinkLimit = 50

/** The console's page of an item (src/agents/router.tsx: /agents/items/$kind/$id). */
export const itemLink = (origin: string, item: Pick<NoticeItem, 'kind' | 'recordId'>) =>
  `${origin}/agents/items/${item.kind}/${item.recordId}`

const signature = (origin: string, what: string) => [
  '',
  'Thank you,',
  'The Nova Club console',
  '',
  `You receive ${what} because your account asks for it.`,
  `To change that, sign in at ${origin}/agents and open your account.`,
]

export function eachNotice(item: NoticeItem, origin: string): { subject: string; text: string } {
  const name = itemSources[item.kind].notice.one
  const text = [
    'Hello,',
    '',
    `A new ${name} reached the inbox on ${timeFormat.format(item.receivedAt)} (UTC).`,
    '',
    'It is waiting for a Talent Agent in the console:',
    '',
    itemLink(origin, item),
    ...signature(origin, 'a mail for each new request'),
  ].join('\n')
  return { subject: `A new ${name} in the Nova Club inbox`, text }
}

/** One mail for what arrived since the last digest; `items` oldest first, `total` all of them
 *  (only the first `digestLinkLimit` are given one by one). */
export function digestNotice(
  items: readonly NoticeItem[],
  total: number,
  counts: Partial<Record<ItemKind, number>>,
  origin: string,
): { subject: string; text: string } {
  // In the kinds' declared order: the ones that need a person first.
  const countLines = itemKinds
    .filter((kind) => counts[kind])
    .map(
      (kind) =>
        `- ${counts[kind]} ${itemSources[kind].notice[counts[kind] === 1 ? 'one' : 'many']}`,
    )
  const itemLines = items.map(
    (item) =>
      `- ${itemSources[item.kind].notice.one}, ${timeFormat.format(item.receivedAt)}: ${itemLink(origin, item)}`,
  )
  const more = total - items.length
  const text = [
    'Hello,',
    '',
    `Since your last digest, ${total === 1 ? 'one new request has' : `${total} new requests have`} reached the inbox:`,
    '',
    ...countLines,
    '',
    'Each one in the console (times in UTC):',
    '',
    ...itemLines,
    ...(more > 0 ? ['', `and ${more} more in the inbox: ${origin}/agents`] : []),
    ...signature(origin, 'this digest'),
  ].join('\n')
  const subject =
    total === 1
      ? 'Your Nova Club digest: one new request'
      : `Your Nova Club digest: ${total} new requests`
  return { subject, text }
}
