// Saved views (issue 43, item 8): an account's named inbox filters. Each account sees and
// removes only its own: another account's view answers 404, as one that never existed, so ids
// tell nothing of others' views. Names are trimmed, unique per account; an account keeps at
// most savedViewLimit, counted under a lock on its agents row so that parallel saves cannot
// pass the limit together.
import { and, asc, count, eq } from 'drizzle-orm'
import {
  inboxFilters,
  savedViewLimit,
  type SavedView,
  type SavedViewRequest,
} from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { agents, savedViews } from '../db/schema.ts'
import { errorResponse } from '../http/responses.ts'
import type { ConsoleRoute } from './consoleRoute.ts'

type SaveResult = { view: SavedView } | { refused: 'taken' | 'full' }

const asView = (row: { id: number; name: string; filters: unknown }): SavedView => ({
  id: row.id,
  name: row.name,
  // Stored from the same schema; a field a later schema no longer takes is dropped, not a 500.
  filters: inboxFilters.safeParse(row.filters).data ?? {},
})

export async function listViews(db: Db, agentId: number): Promise<SavedView[]> {
  const rows = await db
    .select({ id: savedViews.id, name: savedViews.name, filters: savedViews.filters })
    .from(savedViews)
    .where(eq(savedViews.agentId, agentId))
    .orderBy(asc(savedViews.name), asc(savedViews.id))
  return rows.map(asView)
}

export async function saveView(
  db: Db,
  agentId: number,
  request: SavedViewRequest,
): Promise<SaveResult> {
  const name = request.name.trim()
  // Only the filters given are kept: an absent one is no filter.
  const filters = Object.fromEntries(
    Object.entries(request.filters).filter(([, value]) => value !== undefined),
  )
  return db.transaction(async (tx) => {
    await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update')
    const [held] = await tx
      .select({ views: count() })
      .from(savedViews)
      .where(eq(savedViews.agentId, agentId))
    if ((held?.views ?? 0) >= savedViewLimit) return { refused: 'full' }
    const [row] = await tx
      .insert(savedViews)
      .values({ agentId, name, filters })
      .onConflictDoNothing()
      .returning({ id: savedViews.id, name: savedViews.name, filters: savedViews.filters })
    return row ? { view: asView(row) } : { refused: 'taken' }
  })
}

/** Removes the account's view `id`; false when the account has no such view. */
export async function deleteView(db: Db, agentId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.agentId, agentId)))
    .returning({ id: savedViews.id })
  return removed.length > 0
}

/** The saved views' calls, registered from the console's table. */
export function savedViewCalls(route: ConsoleRoute, db: Db) {
  route('listViews', async (c) => c.json({ views: await listViews(db, c.var.agent.id) }))
  route('saveView', async (c) => {
    const result = await saveView(db, c.var.agent.id, c.req.valid('json'))
    if ('view' in result) return c.json(result.view, 201)
    return result.refused === 'taken'
      ? errorResponse(c, 409, 'You already have a view of that name.', {
          name: ['You already have a view of that name: choose another.'],
        })
      : errorResponse(
          c,
          409,
          `You have ${savedViewLimit} views, the most an account keeps: delete one first.`,
        )
  })
  route('deleteView', async (c) => {
    const removed = await deleteView(db, c.var.agent.id, Number(c.req.valid('param').id))
    return removed ? c.body(null, 204) : errorResponse(c, 404, 'There is no such view.')
  })
}
