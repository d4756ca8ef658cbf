// What the console's routes take from the address (issue 43), checked by the router before a
// page renders: a path's kind and id (an id the database cannot hold is no page: the console's
// not-found page, not a call that fails and a retry that cannot work), and the inbox's search.
import { notFound } from '@tanstack/react-router'
import { databaseId, inboxQuery, itemKinds, type InboxQuery, type ItemKind } from './contract'

/** A path's id: the contract's one id schema (what the server takes); else not found. */
export function rowIdParam(value: string): number {
  if (!databaseId.safeParse(value).success) throw notFound()
  return Number(value)
}

/** A path's item kind: one the contract names; else not found. */
export function itemKindParam(value: string): ItemKind {
  if (!(itemKinds as readonly string[]).includes(value)) throw notFound()
  return value as ItemKind
}

/** The inbox's filters in the address: the inbox query without its paging (a page is not a
 *  view to keep; the list starts at the top). */
export type InboxSearch = Omit<InboxQuery, 'after' | 'limit'>
const paging = new Set(['after', 'limit'])

/**
 * The inbox route's validateSearch: the address's search through the contract's schema of the
 * inbox query. A field the schema refuses (an unknown kind, an impossible date, …) is dropped
 * and the rest kept, so a mangled or outdated link still opens the inbox, with what it could
 * take; a field the schema does not know is dropped by it.
 */
export function inboxSearch(raw: Record<string, unknown>): InboxSearch {
  // The router keeps the address's own fields beside what this returns: each one is named, so
  // that a refused or unknown one is undefined, not left as the address wrote it.
  const dropped = Object.fromEntries(Object.keys(raw).map((key) => [key, undefined]))
  let search = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => !paging.has(key) && typeof value === 'string'),
  )
  // Each round drops at least one field, so it ends after as many rounds as there are fields.
  for (let round = Object.keys(search).length; round >= 0; round--) {
    const parsed = inboxQuery.safeParse(search)
    if (parsed.success) return { ...dropped, ...parsed.data }
    const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
    const kept = Object.entries(search).filter(([key]) => !refused.has(key))
    // A refusal of the whole query (no field named): nothing of it is kept.
    if (kept.length === Object.keys(search).length) break
    search = Object.fromEntries(kept)
  }
  return dropped
}

/** The console's search strings are plain `key=value` pairs, every value a string, as the
 *  contract's queries are (the router's default reads them as JSON: ?owner=7 would be a number). */
export function parseConsoleSearch(searchText: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchText))
}

export function stringifyConsoleSearch(search: Record<string, unknown>): string {
  const pairs = Object.entries(search).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  const text = new URLSearchParams(pairs).toString()
  return text ? `?${text}` : ''
}
