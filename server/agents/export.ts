// The CSV export of a filtered inbox: read in keyset batches, so 100,000 rows take the memory
// of one batch, with a turn of the event loop between batches. Cells are neutralised against spreadsheet formulas as the operator command's CSV
// is (server/operator/format.ts). The file starts with a UTF-8 byte order mark: without it
// Excel reads the file in the machine's legacy code page and garbles accented names.
import { csvLine } from '../operator/format.ts'
import { asSummary, cursorOf, type Cursor, type SummaryRow } from './inbox.ts'

export const exportBatchSize = 1000
const header = ['kind', 'id', 'status', 'name', 'contact', 'owner', 'received', 'version']
/** U+FEFF, which UTF-8 writes as the bytes EF BB BF. */
export const byteOrderMark = '\uFEFF'

const rowLine = (row: SummaryRow) => {
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
}

/** The CSV's chunks, one per batch of `readBatch` (up to `exportBatchSize` rows after the
 *  cursor, newest first); the first holds the mark, the header and the first batch, so that a
 *  failing read of it fails before the answer starts (http/streamedAnswer.ts). */
export async function* exportCsv(
  readBatch: (cursor: Cursor | undefined, limit: number) => Promise<SummaryRow[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  let text = byteOrderMark + csvLine(header)
  let cursor: Cursor | undefined
  for (;;) {
    const rows = await readBatch(cursor, exportBatchSize)
    text += rows.map(rowLine).join('')
    if (text) yield encoder.encode(text)
    text = ''
    if (rows.length < exportBatchSize) return
    cursor = cursorOf(rows.at(-1)!)
    // A turn of the event loop before the next batch: on PGlite every query runs on this
    // thread, and a client that takes each chunk at once (its socket never full) would
    // otherwise leave no turn to any other request, the health check or the watchdog's
    // heartbeat until the last row (issue 46).
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}
