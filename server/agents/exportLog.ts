// The export log (issue 43, item 8): every CSV export of the inbox is recorded, who, when, the
// filters as the agent gave them and how many rows were written, and administrators read the
// newest (GET /api/agents/exports). The row count is known only when the stream ends, so the
// row is written as `started` before the answer begins and settled by how its body ended
// (http/streamedAnswer.ts): `complete`, or `failed` / `cancelled` with the rows written until
// then, never a cut file counted as a success. Erasing a person leaves it as it is: its filters
// may hold a search term that names someone, and an admin-only audit of who exported what is
// its purpose (docs/api.md).
import { desc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { exportLogLimit, type ExportLog, type ExportOutcome } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { agents, exportLog } from '../db/schema.ts'
import { describeFailure } from '../http/errors.ts'
import type { BodyEnd } from '../http/streamedAnswer.ts'
import type { ConsoleRoute } from './consoleRoute.ts'
import type { AgentsEnv } from './env.ts'

/** The outcome a body's end is recorded as. */
const outcomeOf: Record<BodyEnd['outcome'], ExportOutcome> = {
  complete: 'complete',
  failed: 'failed',
  cancelled: 'cancelled',
}

/**
 * Records the export `answer` makes: a `started` row first, then, once the streamed body has
 * ended, its outcome and `rowsWritten()`. An answer that fails before its first byte (the
 * app's ordinary 500) is recorded as failed and the failure goes on. HEAD makes no file, so it
 * is not recorded.
 */
export async function recordedExport(
  c: Context<AgentsEnv>,
  db: Db,
  filters: Record<string, string | undefined>,
  answer: () => Promise<Response>,
  rowsWritten: () => number,
): Promise<Response> {
  if (c.req.method === 'HEAD') return answer()
  const given = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const [row] = await db
    .insert(exportLog)
    .values({ agentId: c.var.agent.id, filters: given })
    .returning({ id: exportLog.id })
  const settle = (outcome: ExportOutcome) =>
    db
      .update(exportLog)
      .set({ outcome, rows: rowsWritten() })
      .where(eq(exportLog.id, row!.id))
      .catch((error: unknown) => {
        // The export itself went as it went: only its record is late, and the log says so.
        c.var.logger.error(
          { error: describeFailure(error), exportId: row!.id },
          'export log not settled',
        )
      })
  let response: Response
  try {
    response = await answer()
  } catch (error) {
    await settle('failed')
    throw error
  }
  const bodyEnd = c.get('bodyEnd')
  if (bodyEnd) void bodyEnd.then((end) => settle(outcomeOf[end.outcome]))
  else await settle(response.ok ? 'complete' : 'failed')
  return response
}

/** The newest exports, newest first, with the name of the account that made each. */
export async function listExports(db: Db): Promise<ExportLog> {
  const rows = await db
    .select({
      id: exportLog.id,
      at: exportLog.at,
      by: agents.displayName,
      filters: exportLog.filters,
      outcome: exportLog.outcome,
      rows: exportLog.rows,
    })
    .from(exportLog)
    .leftJoin(agents, eq(agents.id, exportLog.agentId))
    .orderBy(desc(exportLog.at), desc(exportLog.id))
    .limit(exportLogLimit)
  return {
    exports: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      filters: row.filters as Record<string, string>,
      // Written only by recordedExport, from exportOutcomes.
      outcome: row.outcome as ExportOutcome,
    })),
  }
}

/** The export log's call (administrators), registered from the console's table. */
export function exportLogCalls(route: ConsoleRoute, db: Db) {
  route('listExports', async (c) => c.json(await listExports(db)))
}
