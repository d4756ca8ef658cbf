// The notices Talent Agents receive of new requests (issue 31): the club's words, in HTML and
// its plain-text twin (server/mail/templates/NoticeMail.tsx), greeting the account by name.
// They say what kind of request arrived, when, and where the console shows it: never the
// visitor's name, address or message (mail leaves the system; the console holds those).
import { itemKinds, type ItemKind } from '../../src/agents/contract.ts'
import { renderDigest, renderEachNotice } from '../mail/templates/NoticeMail.tsx'
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

/** The first word of an account's display name, to greet it by (undefined: "Hello,"). */
const firstNameOf = (displayName: string | undefined) =>
  displayName?.trim().split(/\s+/)[0] || undefined

/** The console's settings, where an account changes what it receives: the notices' footer
 *  link and their List-Unsubscribe (RFC 2369: a page, after a sign-in; no one-click POST, which
 *  would need a token of its own to change an account without one). */
const settingsHeaders = (origin: string) => ({ 'List-Unsubscribe': `<${origin}/agents/settings>` })

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

type Notice = { subject: string; text: string; html: string; headers: Record<string, string> }

export function eachNotice(item: NoticeItem, origin: string, displayName?: string): Notice {
  const kindName = itemSources[item.kind].notice.one
  return {
    subject: `A new ${kindName} in the Nova Club inbox`,
    ...renderEachNotice({
      firstName: firstNameOf(displayName),
      kindName,
      receivedAt: timeFormat.format(item.receivedAt),
      link: itemLink(origin, item),
      origin,
    }),
    headers: settingsHeaders(origin),
  }
}

/** One mail for what arrived since the last digest; `items` oldest first, `total` all of them
 *  (only the first `digestLinkLimit` are given one by one). */
export function digestNotice(
  items: readonly NoticeItem[],
  total: number,
  counts: Partial<Record<ItemKind, number>>,
  origin: string,
  displayName?: string,
): Notice {
  // In the kinds' declared order: the ones that need a person first.
  const countLines = itemKinds
    .filter((kind) => counts[kind])
    .map(
      (kind) => `${counts[kind]} ${itemSources[kind].notice[counts[kind] === 1 ? 'one' : 'many']}`,
    )
  const subject =
    total === 1
      ? 'Your Nova Club digest: one new request'
      : `Your Nova Club digest: ${total} new requests`
  return {
    subject,
    ...renderDigest({
      firstName: firstNameOf(displayName),
      total,
      counts: countLines,
      items: items.map((item) => ({
        label: `${capitalised(itemSources[item.kind].notice.one)}, ${timeFormat.format(item.receivedAt)}`,
        link: itemLink(origin, item),
      })),
      more: total - items.length,
      origin,
    }),
    headers: settingsHeaders(origin),
  }
}
