// Candidates of a campaign (issue 31): invited by address, each with a new access code (only
// its hash kept, codes.ts) that ends at its expiry, when revoked, or when the address is
// invited again; the invitation mail is written to the outbox in the same transaction, so a
// mail exists exactly when its code does. A candidate keeps the opaque id of its link (`ref`)
// and its progress across invitations.
import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Candidate, InviteRequest } from '../../src/agents/contract.ts'
import type { ProgressStep } from '../../src/machines/candidateProgress.machine.ts'
import { microsOf, olderThan, type Cursor } from '../agents/inbox.ts'
import type { Db } from '../db/database.ts'
import { accessCodes, agents, campaigns, candidates } from '../db/schema.ts'
import { oneLineName } from '../mail/message.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { codeHash, newAccessCode } from './codes.ts'
import { invitationMail } from './mail.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Reader = Db | Tx

export interface InvitationOptions {
  /** The origin the site is reached at (PUBLIC_URL): the link is built on it. */
  publicOrigin: () => string
  /** How long a new code works, in milliseconds. */
  codeLifetimeMs: number
}

/** The site's page of a campaign (src/routes/_page/interview.$hash.tsx). */
export const interviewPathPrefix = '/interview/'

/** The candidate's link: the campaign's page with the invitation's id, which the page reports
 *  progress with (POST /api/candidates/progress). */
export const invitationLink = (origin: string, hash: string, ref: string) =>
  `${origin}${interviewPathPrefix}${hash}?invite=${ref}`

type CandidateRow = typeof candidates.$inferSelect
type CodeRow = { expiresAt: Date | null; revokedAt: Date | null }

function asCandidate(row: CandidateRow, code: CodeRow | null, now: Date): Candidate {
  const expiresAt = code?.expiresAt ?? now
  const status = !code || code.revokedAt ? 'revoked' : expiresAt <= now ? 'expired' : 'active'
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    progress: row.progress as ProgressStep,
    steps: row.steps,
    invitedAt: row.invitedAt.toISOString(),
    code: { status, expiresAt: expiresAt.toISOString() },
  }
}

/** Candidates with their newest code, joined (lateral: one index probe per candidate on
 *  (candidate_id, id)), so that no query carries a parameter per candidate: PostgreSQL takes
 *  65,535 at most, and a large campaign's ids once went past it (issue 46). */
function candidatesWithCode(db: Reader) {
  const code = db
    .select({
      codeId: accessCodes.id,
      expiresAt: accessCodes.expiresAt,
      revokedAt: accessCodes.revokedAt,
    })
    .from(accessCodes)
    .where(eq(accessCodes.candidateId, candidates.id))
    .orderBy(desc(accessCodes.id))
    .limit(1)
    .as('code')
  return db
    .select({
      candidate: candidates,
      codeId: code.codeId,
      expiresAt: code.expiresAt,
      revokedAt: code.revokedAt,
      micros: microsOf(candidates.invitedAt),
    })
    .from(candidates)
    .leftJoinLateral(code, sql`true`)
}

type JoinedRow = Awaited<ReturnType<typeof candidatesWithCode>>[number]

const joinedCandidate = (row: JoinedRow, now: Date) =>
  asCandidate(row.candidate, row.codeId === null ? null : row, now)

/** The candidates of `ids` as the console shows them, in that order (an invitation's, a
 *  revocation's: at most `maxInvitees`), read with one array parameter. */
async function withCodes(db: Reader, ids: number[]): Promise<Candidate[]> {
  if (!ids.length) return []
  const rows = await candidatesWithCode(db).where(
    sql`${candidates.id} = any(${sql.param(ids)}::int[])`,
  )
  const now = new Date()
  const byId = new Map(rows.map((row) => [row.candidate.id, joinedCandidate(row, now)]))
  return ids.map((id) => byId.get(id)!)
}

/** Up to `limit` candidates of campaign `campaignId` after `cursor`, newest invitation first
 *  (keyset on invited_at and id, the index candidates_campaign_invited_idx), and the cursor of
 *  the page after it (undefined on the last page). */
export async function listCandidates(
  db: Reader,
  campaignId: number,
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ candidates: Candidate[]; next: Cursor | undefined }> {
  const rows = await candidatesWithCode(db)
    .where(
      and(
        eq(candidates.campaignId, campaignId),
        cursor && olderThan(candidates.invitedAt, candidates.id, cursor),
      ),
    )
    .orderBy(desc(candidates.invitedAt), desc(candidates.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const now = new Date()
  return {
    candidates: page.map((row) => joinedCandidate(row, now)),
    next: rows.length > limit && last ? { micros: last.micros, id: last.candidate.id } : undefined,
  }
}

/** Ends every live code of candidate `candidateId`. */
const endCodes = (tx: Reader, candidateId: number) =>
  tx
    .update(accessCodes)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessCodes.candidateId, candidateId), isNull(accessCodes.revokedAt)))

/** One address once: the last spelling and name given for it in the request. */
function distinctInvitees(request: InviteRequest) {
  const byAddress = new Map<string, { email: string; name: string | null }>()
  for (const { email, name } of request.candidates) {
    byAddress.delete(email.toLowerCase())
    byAddress.set(email.toLowerCase(), { email, name: oneLineName(name ?? '') || null })
  }
  return [...byAddress.values()]
}

/** The candidate of `email` in the campaign: new, or the one invited before with the address
 *  (whatever its case), its name kept unless a new one is given and its invitation renewed. */
async function candidateFor(
  tx: Tx,
  campaignId: number,
  { email, name }: { email: string; name: string | null },
  agentId: number,
): Promise<CandidateRow> {
  const [created] = await tx
    .insert(candidates)
    .values({
      campaignId,
      email,
      name,
      ref: randomBytes(16).toString('base64url'),
      invitedBy: agentId,
    })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  const [renewed] = await tx
    .update(candidates)
    .set({
      email,
      name: name ?? sql`${candidates.name}`,
      invitedBy: agentId,
      invitedAt: sql`now()`,
    })
    .where(
      and(eq(candidates.campaignId, campaignId), sql`lower(${candidates.email}) = lower(${email})`),
    )
    .returning()
  return renewed!
}

/**
 * Invites the request's addresses to campaign `campaignId` for agent `agentId`, in one
 * transaction: each gets a new code (an earlier one ends) and its mail. Undefined when there is
 * no such campaign.
 */
export function invite(
  db: Db,
  campaignId: number,
  request: InviteRequest,
  agentId: number,
  options: InvitationOptions,
): Promise<Candidate[] | undefined> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ hash: campaigns.hash, positionName: campaigns.positionName })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
    if (!campaign) return undefined
    const [agent] = await tx
      .select({ displayName: agents.displayName })
      .from(agents)
      .where(eq(agents.id, agentId))
    const agentName = oneLineName(agent?.displayName ?? '')
    const positionName = oneLineName(campaign.positionName)
    const origin = options.publicOrigin()
    const invited: CandidateRow[] = []
    for (const { email, name } of distinctInvitees(request)) {
      const row = await candidateFor(tx, campaignId, { email, name }, agentId)
      await endCodes(tx, row.id)
      const code = newAccessCode()
      const expiresAt = new Date(Date.now() + options.codeLifetimeMs)
      await tx
        .insert(accessCodes)
        .values({ codeHash: codeHash(code), candidateId: row.id, expiresAt })
      await enqueueMail(tx, {
        to: email,
        ...(name ? { toName: name } : {}),
        ...invitationMail({
          firstName: name?.split(' ')[0],
          positionName,
          link: invitationLink(origin, campaign.hash, row.ref),
          code,
          expiresAt,
          agentName,
        }),
        // The code is the candidate's alone: masked for staff, scrubbed once sent
        // (mail/secrets.ts).
        secrets: [code],
      })
      invited.push(row)
    }
    return withCodes(
      tx,
      invited.map((row) => row.id),
    )
  })
}

/** Ends the code of candidate `candidateId` now; the candidate as the console shows it, or
 *  undefined when there is no such candidate. Again is no error. */
export async function revokeCandidate(db: Db, candidateId: number): Promise<Candidate | undefined> {
  const [row] = await db.select().from(candidates).where(eq(candidates.id, candidateId))
  if (!row) return undefined
  await endCodes(db, candidateId)
  return (await withCodes(db, [row.id]))[0]
}
