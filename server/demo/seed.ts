// Demo data for a fresh database, so the site can be tried at once: a member to sign in with,
// an interview campaign whose links open two demo pages of this server, an access code, an
// administrator and an agent of the Talent Agents' console, and their inbox (inbox.ts).
import { and, eq, like } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords.ts'
import { codeHash } from '../campaigns/codes.ts'
import type { Db } from '../db/database.ts'
import { accessCodes, agents, campaigns, members, serverState } from '../db/schema.ts'
import { beginStep } from '../startProgress.ts'
import { addDemoInbox } from './inbox.ts'

export const demo = {
  username: 'demo.member',
  password: 'Club-Demo-2025!',
  firstName: 'Avery',
  lastName: 'Stone',
  campaignHash: 'demo',
  accessCode: 'WELCOME-2025',
  /** The Talent Agents' console (/agents): an administrator, who creates the agents. */
  admin: { username: 'demo.admin', password: 'Club-Agents-2025!', displayName: 'Dana Admin' },
  /** A second console account, an agent: some of the demo inbox is theirs. */
  agent: { username: 'demo.agent', password: 'Club-Agent-2025!', displayName: 'Jules Marlow' },
} as const

export const demoPagePaths = { interview: '/demo/interview', scheduler: '/demo/scheduler' }

const seededKey = 'demo_data_added_at'

const demoCampaign = {
  hash: demo.campaignHash,
  positionName: 'Senior Platform Engineer',
  keyResponsibilities:
    '<p>Join a small team that runs the <strong>payments platform</strong> of a global retailer.</p>' +
    '<ul><li>Design and operate services that handle <strong>millions of requests a day</strong>.</li>' +
    '<li>Lead the move of batch jobs to event streams.</li>' +
    '<li>Coach two engineers and review their designs.</li></ul>',
  mustHaveTechnologies:
    '<ul><li><strong>TypeScript</strong> on Node.js</li><li>PostgreSQL</li>' +
    '<li>Kubernetes</li></ul>',
  niceToHaveTechnologies: '<ul><li>Kafka</li><li>Terraform</li><li>Go</li></ul>',
}

/**
 * Adds the demo data once per database; true when it did so now. Safe when several servers
 * start on one empty database: the first to insert the marker row adds the rest in the same
 * transaction; the others wait on that row's key, then find it there and add nothing.
 */
export async function addDemoData(db: Db, publicUrl: string): Promise<boolean> {
  const [seeded] = await db.select().from(serverState).where(eq(serverState.key, seededKey))
  if (seeded) return false
  const done = beginStep('demo-data', 'Adding the demo data (an empty database)')
  // Each hash is argon2's full cost, computed on libuv's threads: side by side, not in turn.
  const [passwordHash, adminPasswordHash, agentPasswordHash] = await Promise.all([
    hashPassword(demo.password),
    hashPassword(demo.admin.password),
    hashPassword(demo.agent.password),
  ])
  const added = await db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(serverState)
      .values({ key: seededKey, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: serverState.key })
    if (!marked) return false
    await tx
      .insert(members)
      .values({
        username: demo.username,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
      })
      .onConflictDoNothing()
    await tx
      .insert(campaigns)
      .values({ ...demoCampaign, ...demoLinks(publicUrl) })
      .onConflictDoNothing()
    await tx
      .insert(accessCodes)
      .values({ codeHash: codeHash(demo.accessCode) })
      .onConflictDoNothing()
    const { password: _, ...admin } = demo.admin
    const { password: __, ...agent } = demo.agent
    const accounts = await tx
      .insert(agents)
      .values([
        { ...admin, role: 'admin', passwordHash: adminPasswordHash },
        { ...agent, role: 'agent', passwordHash: agentPasswordHash },
      ])
      .onConflictDoNothing()
      .returning({ id: agents.id, username: agents.username })
    const idOf = (username: string) => accounts.find((row) => row.username === username)?.id
    const [adminId, agentId] = [idOf(admin.username), idOf(agent.username)]
    // Accounts of those names made before (an operator's): their inbox is left alone.
    if (adminId !== undefined && agentId !== undefined) {
      await addDemoInbox(tx, { admin: adminId, agent: agentId })
    }
    return true
  })
  done(added ? 'Demo data added' : 'Demo data added by another server', { added })
  return added
}

/** Points the demo campaign's links at this server again (its port or address may change). */
export async function refreshDemoLinks(db: Db, publicUrl: string): Promise<void> {
  await db
    .update(campaigns)
    .set(demoLinks(publicUrl))
    .where(
      and(
        eq(campaigns.hash, demo.campaignHash),
        like(campaigns.interviewLink, `%${demoPagePaths.interview}`),
      ),
    )
}

function demoLinks(publicUrl: string) {
  return {
    interviewLink: publicUrl + demoPagePaths.interview,
    calendarLink: publicUrl + demoPagePaths.scheduler,
  }
}
