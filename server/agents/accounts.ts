// Staff accounts: created by an administrator (routes.ts) or, for the first administrator, by
// the operator command (server/api/operator.ts). Passwords are argon2id, as members'.
import { asc, eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import type { Agent, newAgentRequest } from '../../src/agents/contract.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { Db } from '../db/database.ts'
import { agentSessions, agents } from '../db/schema.ts'

export const agentColumns = {
  id: agents.id,
  username: agents.username,
  displayName: agents.displayName,
  role: agents.role,
  disabled: agents.disabled,
}

/** The row as the contract shows it (the role column holds only the contract's roles). */
export const asAgent = (row: { [K in keyof typeof agentColumns]: unknown }) => row as Agent

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

/** Disables (ending every session of the account) or enables an account; undefined when there
 *  is no such account. */
export function setDisabled(db: Db, id: number, disabled: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agents)
      .set({ disabled })
      .where(eq(agents.id, id))
      .returning(agentColumns)
    if (row && disabled) {
      await tx
        .update(agentSessions)
        .set({ revokedAt: sql`coalesce(${agentSessions.revokedAt}, now())` })
        .where(eq(agentSessions.agentId, id))
    }
    return row && asAgent(row)
  })
}
