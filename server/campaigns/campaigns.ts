// Campaigns from the console (issue 31): listed newest first, created with a random hash (the
// last segment of the site's page /interview/<hash>), and edited with the version the agent
// saw, applied only if the campaign still has it (`where version = seen`), as items are. The
// rich text is cleaned before it is stored (richText.ts).
import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AgentRole, CampaignDetail, CampaignRequest } from '../../src/agents/contract.ts'
import type { Db } from '../db/database.ts'
import { agents, campaigns } from '../db/schema.ts'
import { sharedCampaignColumns } from '../api/campaigns.ts'
import { cleanCampaignText } from './richText.ts'

/** Who asks: the signed-in agent. */
export interface Editor {
  id: number
  role: AgentRole
}

const columns = {
  id: campaigns.id,
  hash: campaigns.hash,
  ...sharedCampaignColumns,
  createdById: campaigns.createdBy,
  createdByName: agents.displayName,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  version: campaigns.version,
}

const selectCampaigns = (db: Db) =>
  db.select(columns).from(campaigns).leftJoin(agents, eq(agents.id, campaigns.createdBy))

type Row = Awaited<ReturnType<typeof selectCampaigns>>[number]

/** The agent who created a campaign edits it, and administrators edit any (the operator's and
 *  the demo's, which no agent created, included). */
export const mayEdit = (createdBy: number | null, by: Editor) =>
  by.role === 'admin' || createdBy === by.id

const asDetail = (
  { createdById, createdByName, createdAt, updatedAt, ...fields }: Row,
  by: Editor,
): CampaignDetail => ({
  ...fields,
  createdBy: createdById === null ? null : { id: createdById, displayName: createdByName ?? '' },
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt ? updatedAt.toISOString() : null,
  editable: mayEdit(createdById, by),
})

export async function listCampaigns(db: Db, by: Editor): Promise<CampaignDetail[]> {
  const rows = await selectCampaigns(db).orderBy(desc(campaigns.createdAt), desc(campaigns.id))
  return rows.map((row) => asDetail(row, by))
}

export async function campaignDetail(
  db: Db,
  id: number,
  by: Editor,
): Promise<CampaignDetail | undefined> {
  const [row] = await selectCampaigns(db).where(eq(campaigns.id, id))
  return row ? asDetail(row, by) : undefined
}

/** Whether campaign `id` exists (one primary-key probe: the candidates' pages ask it, not for
 *  the campaign's rich text). */
export async function campaignExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))
  return row !== undefined
}

/** The request's fields as stored: names trimmed, rich text cleaned. */
const storedFields = (request: CampaignRequest) => ({
  positionName: request.positionName.trim(),
  ...cleanCampaignText(request),
  interviewLink: request.interviewLink,
  calendarLink: request.calendarLink,
})

export async function createCampaign(
  db: Db,
  request: CampaignRequest,
  by: Editor,
): Promise<CampaignDetail> {
  const [row] = await db
    .insert(campaigns)
    .values({
      ...storedFields(request),
      // 12 random bytes: a page address nobody guesses, 16 characters long.
      hash: randomBytes(12).toString('base64url'),
      createdBy: by.id,
    })
    .returning({ id: campaigns.id })
  return (await campaignDetail(db, row!.id, by))!
}

export type EditOutcome =
  | { edited: CampaignDetail }
  | { refused: 'missing' }
  | { refused: 'forbidden' | 'stale'; campaign: CampaignDetail }

/** Applies `request` to campaign `id` if `by` may edit it and it still has the version seen. */
export async function editCampaign(
  db: Db,
  id: number,
  request: CampaignRequest & { version: number },
  by: Editor,
): Promise<EditOutcome> {
  const current = await campaignDetail(db, id, by)
  if (!current) return { refused: 'missing' }
  if (!current.editable) return { refused: 'forbidden', campaign: current }
  const [changed] = await db
    .update(campaigns)
    .set({
      ...storedFields(request),
      version: sql`${campaigns.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(campaigns.id, id), eq(campaigns.version, request.version)))
    .returning({ id: campaigns.id })
  const now = (await campaignDetail(db, id, by))!
  return changed ? { edited: now } : { refused: 'stale', campaign: now }
}
