// The CSV export of a filtered inbox: streamed in keyset batches, so 100,000 rows take the
// memory of one batch. Cells are neutralised against spreadsheet formulas as the operator
// command's CSV is (server/operator/format.ts).
import type { Db } from '../db/database.ts'
import { csvLine } from '../operator/format.ts'
import { asSummary, cursorOf, itemRows, type Cursor, type InboxFilters } from './inbox.ts'

const batchSize = 1000
const header = ['kind', 'id', 'status', 'name', 'contact', 'owner', 'received', 'version']

export function exportCsv(db: Db, filters: InboxFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: Cursor | undefined
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(csvLine(header)))
        }
        const rows = await itemRows(db, filters, cursor, batchSize)
        const lines = rows.map((row) => {
          const item = asSummary(row)
          return csvLine([
            item.kind,
            item.id,
            item.status,
            item.title,
            item.contact,
            item.owner?.displayName ?? null,
            item.receivedAt,
            item.version,
          ])
        })
        if (lines.length) controller.enqueue(encoder.encode(lines.join('')))
        if (rows.length < batchSize) controller.close()
        else cursor = cursorOf(rows.at(-1)!)
      },
    },
    // One batch at a time: the next is read when the client has taken this one.
    { highWaterMark: 1 },
  )
}
