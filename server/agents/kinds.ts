// What only the server knows of each inbox kind (issue 43, item 6), beside what the console
// knows too (src/agents/kinds.ts: name, label, lifecycle, fields shown): the table its rows
// come from, the SQL its insert trigger makes the item with, whose rows an erase takes, and how
// the Talent Agents' notices name it. Every place that handles kinds alike reads this: the item
// view's fields (items.ts), erase (erase.ts), the notices (noticeMail.ts), the operator's
// records (server/api/operator.ts), the demo inbox (server/demo/inbox.ts).
//
// The trigger itself is SQL in a migration (0002_agents.sql for these four), written once and
// never changed; tests/server/kinds-registry.test.ts reads the triggers from the database and
// checks each against `itemInsertStatement` here.
import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { itemKindDeclarations, lifecycleStatuses, type ItemKind } from '../../src/agents/kinds.ts'
import {
  invitationRequests,
  memberRegistrations,
  reachOutMessages,
  subscriptions,
} from '../db/schema.ts'

/** A table whose rows become items: a serial id and the time each row arrived. */
export type SourceTable = PgTable & { id: PgColumn; createdAt: PgColumn }

interface ItemSource {
  table: SourceTable
  /** What the insert trigger writes into the item of each new row: SQL on the row's columns
   *  (`title`: a name, or the address or profile when that is all there is; `contact`: an
   *  address or profile; `search`: the lower-case text the inbox's search looks in). */
  item: { title: string; contact: string; search: string }
  /** The rows that are the person's whose address or profile (trimmed, lower case) is
   *  `address`: what an erase removes. */
  ofPerson: (address: string) => SQL
  /** How a notice names one item of the kind, and several. */
  notice: { one: string; many: string }
}

/** Each kind's fields (src/agents/kinds.ts) are text columns of its table: typechecked here. */
type ReadableFields = {
  [Kind in ItemKind]: {
    table: {
      $inferSelect: Record<
        (typeof itemKindDeclarations)[Kind]['fields'][number]['key'],
        string | null
      >
    }
  }
}

export const itemSources = {
  invitation: {
    table: invitationRequests,
    item: { title: 'contact_info', contact: 'contact_info', search: 'lower(contact_info)' },
    ofPerson: (address) => sql`lower(trim(${invitationRequests.contactInfo})) = ${address}`,
    notice: { one: 'invitation request', many: 'invitation requests' },
  },
  registration: {
    table: memberRegistrations,
    item: { title: 'full_name', contact: 'email', search: "lower(full_name || ' ' || email)" },
    ofPerson: (address) => sql`lower(trim(${memberRegistrations.email})) = ${address}`,
    notice: { one: 'member registration', many: 'member registrations' },
  },
  message: {
    table: reachOutMessages,
    item: { title: 'full_name', contact: 'email', search: "lower(full_name || ' ' || email)" },
    ofPerson: (address) => sql`lower(trim(${reachOutMessages.email})) = ${address}`,
    notice: { one: 'message to a Talent Agent', many: 'messages to a Talent Agent' },
  },
  subscription: {
    table: subscriptions,
    item: { title: 'email', contact: 'email', search: 'lower(email)' },
    // Stored trimmed and matched by lower(email): its unique index (subscribe() relies on it).
    ofPerson: (address) => sql`lower(${subscriptions.email}) = ${address}`,
    notice: { one: 'newsletter subscription', many: 'newsletter subscriptions' },
  },
} satisfies Record<ItemKind, ItemSource> & ReadableFields

/** The fields the item view shows of `row`, the kind's source row, in the declared order. */
export function fieldsOfRow(kind: ItemKind, row: Record<string, unknown>) {
  return itemKindDeclarations[kind].fields.map(({ key, label }) => ({
    label,
    value: (row[key] as string | null) ?? '',
  }))
}

/** The status a new item of `kind` starts in: its lifecycle's first. */
export const initialStatus = (kind: ItemKind) =>
  lifecycleStatuses[itemKindDeclarations[kind].lifecycle][0]

/**
 * The statement the kind's insert trigger runs on the rows a statement added (its transition
 * table `added`): one item each, with the kind's title, contact and search. A new kind's
 * migration writes it in a statement-level AFTER INSERT trigger on its table, as 0002 does.
 */
export function itemInsertStatement(kind: ItemKind): string {
  const { title, contact, search } = itemSources[kind].item
  return (
    'INSERT INTO items (kind, record_id, status, received_at, title, contact, search) ' +
    `SELECT '${kind}', id, '${initialStatus(kind)}', created_at, ${title}, ${contact}, ${search} ` +
    'FROM added'
  )
}
