// Staff accounts: created by an administrator (routes.ts) or, for the first administrator, by
// the operator command (server/api/operator.ts). Passwords are argon2id, as members'. Changes
// (changeAccount) are checked against who asks: agents change only their own address, notices
// and password; administrators anything, but never leave the console without an enabled admin.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import {
  newAgentRequest,
  type AccountChange,
  type Agent,
  type AgentRole,
} from '../../src/agents/contract.ts'
import { checkPassword, hashPassword } from '../auth/passwords.ts'
import type { Db } from '../db/database.ts'
import { agentDigestItems, agentSessions, agents } from '../db/schema.ts'
import { mailAddress } from '../mail/message.ts'
import { passwordWeakness } from './passwordStrength.ts'

/** The refusal of what only an administrator may do (auth.ts's adminOnly, changeAccount). */
export const adminsOnly = 'Only an administrator may do this.'

export const agentColumns = {
  id: agents.id,
  username: agents.username,
  displayName: agents.displayName,
  role: agents.role,
  disabled: agents.disabled,
  email: agents.email,
  notices: agents.notices,
}

/** The row as the contract shows it (the role column holds only the contract's roles). */
export const asAgent = (row: { [K in keyof typeof agentColumns]: unknown }) => row as Agent

/** A new account as the server takes it (the console's admin page and the operator's
 *  create-admin): the contract's rules, and a password that is not a common one or built on
 *  the user name (passwordStrength.ts), refused with the password field's message. */
export const staffNewAgentRequest = newAgentRequest.check(
  z.superRefine((account, context) => {
    const weakness = passwordWeakness(account.password, account.username)
    if (weakness)
      context.issues.push({
        code: 'custom',
        message: weakness,
        path: ['password'],
        input: account.password,
      })
  }),
)

/** The new account, or undefined when its user name is taken. */
export async function createAgent(
  db: Db,
  { password, ...account }: z.infer<typeof newAgentRequest>,
): Promise<Agent | undefined> {
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .insert(agents)
    .values({ ...account, passwordHash })
    .onConflictDoNothing()
    .returning(agentColumns)
  return row && asAgent(row)
}

export async function listAgents(db: Db): Promise<Agent[]> {
  const rows = await db.select(agentColumns).from(agents).orderBy(asc(agents.id))
  return rows.map(asAgent)
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Ends the sessions of account `id`, but `keep` (the session that asked, if its own). */
async function endSessions(tx: Tx, id: number, keep?: number) {
  await tx
    .update(agentSessions)
    .set({ revokedAt: sql`coalesce(${agentSessions.revokedAt}, now())` })
    .where(
      and(
        eq(agentSessions.agentId, id),
        keep === undefined ? undefined : ne(agentSessions.id, keep),
      ),
    )
}

/** Who asks for a change: the signed-in account and its session. */
export interface AccountActor {
  id: number
  role: AgentRole
  sessionId: number
}

export type AccountChangeResult =
  | { agent: Agent }
  | { refused: 400; fields: Record<string, string[]> }
  | { refused: 403 | 404 | 409; message: string }

const staffFields = ['email', 'notices', 'password', 'currentPassword'] as const

/**
 * Applies `change` to account `id` as `actor` may, in one transaction: the enabled
 * administrators are locked first, so two administrators demoting each other at once cannot
 * both succeed and leave none.
 */
export async function changeAccount(
  db: Db,
  actor: AccountActor,
  id: number,
  change: AccountChange,
): Promise<AccountChangeResult> {
  const own = actor.id === id
  const admin = actor.role === 'admin'
  const asked = Object.entries(change).filter(([, value]) => value !== undefined)
  if (
    !admin &&
    (!own || asked.some(([field]) => !(staffFields as readonly string[]).includes(field)))
  ) {
    return { refused: 403, message: adminsOnly }
  }
  if (own && change.disabled) {
    return { refused: 409, message: 'You cannot disable your own account.' }
  }
  if (change.email && !mailAddress.safeParse(change.email).success) {
    return {
      refused: 400,
      fields: { email: ['Please enter one e-mail address, such as name@example.com.'] },
    }
  }
  if (change.password !== undefined) {
    const [account] = await db
      .select({ username: agents.username })
      .from(agents)
      .where(eq(agents.id, id))
    const weakness = account && passwordWeakness(change.password, account.username)
    if (weakness) return { refused: 400, fields: { password: [weakness] } }
  }
  // Hashed before the transaction: argon2 takes a while and holds no lock meanwhile.
  const passwordHash =
    change.password === undefined ? undefined : await hashPassword(change.password)
  return db.transaction(async (tx): Promise<AccountChangeResult> => {
    const enabledAdmins = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.role, 'admin'), eq(agents.disabled, false)))
      .orderBy(asc(agents.id))
      .for('update')
    const [current] = await tx
      .select({ ...agentColumns, passwordHash: agents.passwordHash })
      .from(agents)
      .where(eq(agents.id, id))
    if (!current) return { refused: 404, message: 'There is no such account.' }
    if (passwordHash !== undefined && own) {
      if (!(await checkPassword(current.passwordHash, change.currentPassword ?? ''))) {
        return {
          refused: 400,
          fields: { currentPassword: ['Your current password is not correct.'] },
        }
      }
    }
    const role = change.role ?? current.role
    const disabled = change.disabled ?? current.disabled
    const stillAdmin = role === 'admin' && !disabled
    const wasAdmin = enabledAdmins.some((row) => row.id === id)
    if (wasAdmin && !stillAdmin && enabledAdmins.length === 1) {
      return { refused: 409, message: 'The last enabled administrator must stay one.' }
    }
    const email = change.email === undefined ? current.email : change.email
    // Without an address nothing can be sent: removing it turns notices off unless asked.
    const notices = change.notices ?? (email === null ? 'off' : current.notices)
    if (notices !== 'off' && email === null) {
      return { refused: 400, fields: { notices: ['Notices need an address to go to.'] } }
    }
    const [row] = await tx
      .update(agents)
      .set({ role, disabled, email, notices, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(agents.id, id))
      .returning(agentColumns)
    if (disabled && !current.disabled) await endSessions(tx, id)
    else if (passwordHash !== undefined)
      await endSessions(tx, id, own ? actor.sessionId : undefined)
    // Items waiting for a digest the account no longer takes would come out of a later one.
    if (notices !== 'digest')
      await tx.delete(agentDigestItems).where(eq(agentDigestItems.agentId, id))
    return { agent: asAgent(row!) }
  })
}
