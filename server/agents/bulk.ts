// Bulk actions in the inbox (issue 43, item 8): one event (take, release, close, mark spam) sent
// to several items. Each item goes through the single event's own path (items.ts sendEvent):
// its own transaction, its version checked, its lifecycle asked, its answer stored under a
// request id, so a conflict on one item undoes none of the others and a retry of the whole
// request answers the same, applying nothing twice.
import {
  type BulkItem,
  type BulkRequest,
  type BulkResult,
  type ItemEventRefusal,
} from '../../src/agents/contract.ts'
import type { Sender } from '../../src/machines/itemLifecycle.machine.ts'
import type { Db } from '../db/database.ts'
import type { WelcomeOptions } from '../welcome/links.ts'
import { sendEvent, type EventAnswer } from './items.ts'

/** The request id an item's change is stored under: the bulk request's, the item's kind and
 *  id. A colon is never in a single event's request id (letters, digits, -), so the two never
 *  meet, and the same bulk request again finds each item's first answer. */
export const itemRequestId = (requestId: string, item: Pick<BulkItem, 'kind' | 'id'>) =>
  `bulk:${requestId}:${item.kind}:${item.id}`

/** The single event's answer as one result of the bulk answer. */
function resultOf(item: BulkItem, answer: EventAnswer): BulkResult {
  const { kind, id } = item
  switch (answer.status) {
    case 200:
      return { kind, id, outcome: 'done', item: answer.body.item }
    case 409: {
      const refusal: ItemEventRefusal = answer.body
      return { kind, id, outcome: 'refused', reason: refusal.reason, message: refusal.error }
    }
    case 404:
      return { kind, id, outcome: 'refused', reason: 'notFound', message: answer.body.error }
    case 422:
      // A consequence the item's lifecycle named could not be run: the change did not happen,
      // as for an event the item does not take. (None of the bulk events has one today.)
      return { kind, id, outcome: 'refused', reason: 'notAllowed', message: answer.body.error }
  }
}

/** Sends `request`'s event to each of its items in turn, each in its own transaction. */
export async function sendBulk(
  db: Db,
  request: BulkRequest,
  by: Sender,
  welcome: WelcomeOptions,
): Promise<BulkResult[]> {
  const results: BulkResult[] = []
  // One after another: the items' transactions never wait on each other, and the answer keeps
  // the request's order.
  for (const item of request.items) {
    const answer = await sendEvent(
      db,
      item.kind,
      item.id,
      {
        event: request.event,
        version: item.version,
        requestId: itemRequestId(request.requestId, item),
      },
      by,
      welcome,
    )
    results.push(resultOf(item, answer))
  }
  return results
}
