// The schemas of the console's contract (src/agents/contract.ts) that only its endpoint table
// needs: the `:kind` and `:id` of a path, and the export's query. They are the contract's own
// pieces put together, so the client, the server and the table cannot disagree on them.
import * as z from 'zod/mini'
import { databaseId, inboxFilters, itemKinds } from '../../agents/contract'

/** `:id` of an account, a message, a campaign or a candidate: the database's integer range, so
 *  an id no row can have is a 400, not a failed query. */
export const idParams = z.object({ id: databaseId })

/** `:kind/:id` of an item. */
export const itemParams = z.object({ kind: z.enum(itemKinds), id: databaseId })

/** The export takes the inbox's filters: no cursor, no limit (it streams every row). */
export const exportQuery = inboxFilters
