// The CSV export of a filtered inbox: read in keyset batches, so 100,000 rows take the memory
// of one batch, with a turn of the event loop between batches; the first batches are small, so
// that the file starts at once (exportBatchSizeAt). Cells are neutralised against spreadsheet
// formulas as the operator command's CSV is (server/operator/format.ts). The file starts with a UTF-8 byte order mark: without it
// Excel reads the file in the machine's legacy code page and garbles accented names.
import { once } from 'node:events'
import { constants, createGzip } from 'node:zlib'
import { csvLine } from '../operator/format.ts'
import { asSummary, cursorOf, type Cursor, type SummaryRow } from './inbox.ts'

export const exportBatchSize = 1000
/** The first batch's size; each next one twice the last, up to `exportBatchSize`. The answer's
 *  first byte waits for the first two batches: @hono/node-server reads a second chunk ahead
 *  before it writes the head, and on PGlite that read's query runs meanwhile on the same
 *  thread. With two batches of 1,000 rows the first byte came 1.3 s after the request on a
 *  loaded machine (issue 46: the goal is 200 ms). */
export const exportFirstBatchSize = 100

/** The size of batch `index` (from 0): 100, 200, 400, 800, then 1,000 each. */
export const exportBatchSizeAt = (index: number) =>
  Math.min(exportBatchSize, exportFirstBatchSize * 2 ** index)
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

/** The CSV's chunks, one per batch of `readBatch` (up to `exportBatchSizeAt(n)` rows after the
 *  cursor, newest first); the first holds the mark, the header and the first batch, so that a
 *  failing read of it fails before the answer starts (http/streamedAnswer.ts). */
export async function* exportCsv(
  readBatch: (cursor: Cursor | undefined, limit: number) => Promise<SummaryRow[]>,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  let text = byteOrderMark + csvLine(header)
  let cursor: Cursor | undefined
  for (let batch = 0; ; batch++) {
    const size = exportBatchSizeAt(batch)
    const rows = await readBatch(cursor, size)
    text += rows.map(rowLine).join('')
    if (text) yield encoder.encode(text)
    text = ''
    if (rows.length < size) return
    cursor = cursorOf(rows.at(-1)!)
    // A turn of the event loop before the next batch: on PGlite every query runs on this
    // thread, and a client that takes each chunk at once (its socket never full) would
    // otherwise leave no turn to any other request, the health check or the watchdog's
    // heartbeat until the last row (issue 46).
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

/** Whether an Accept-Encoding header takes gzip (named, and not with a weight of 0). */
export const acceptsGzip = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(
      ([coding, ...params]) =>
        coding === 'gzip' && !params.some((p) => /^q=0(\.0*)?$/.test(p.trim())),
    )

/**
 * The chunks gzipped, each flushed whole (a sync flush) before the next is asked for, so that a
 * batch leaves as soon as it is read. The app's compression (Hono's `compress`, a
 * CompressionStream) holds its output until some 16 KB of it are made: a 100,000-row export
 * compresses so well that its first byte came with its last batches (issue 46: a first byte
 * 0.7 s after the request for an export of 3,000 rows). A sync flush costs a few bytes a batch.
 */
export async function* gzippedEach(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const gzip = createGzip()
  const made: Buffer[] = []
  gzip.on('data', (data: Buffer) => made.push(data))
  const taken = () => {
    const joined = Buffer.concat(made)
    made.length = 0
    return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength)
  }
  try {
    for await (const chunk of chunks) {
      gzip.write(chunk)
      await new Promise<void>((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, () => resolve()))
      yield taken()
    }
    const ended = once(gzip, 'end')
    gzip.end()
    await ended
    yield taken()
  } finally {
    gzip.close()
  }
}
