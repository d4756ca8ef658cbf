// Staff sign-in and sessions, apart from members': an opaque random token (only its hash is
// kept), which ends when unused for the idle time, at sign-out, or when the account is
// disabled. A member's JWT matches no session here, and a staff token is no JWT the members'
// API verifies. Failed sign-ins are limited per IP like the site's (server/rateLimit).
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Agent } from '../../src/agents/contract.ts'
import { checkPassword } from '../auth/passwords.ts'
import { bearerToken, hashToken } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { agentSessions, agents } from '../db/schema.ts'
import { errorResponse } from '../http/responses.ts'
import { adminsOnly, agentColumns, asAgent } from './accounts.ts'
import type { AgentsEnv } from './env.ts'

/** A session unused for this long ends (AGENT_SESSION_IDLE_SECONDS). */
export const defaultSessionIdleMs = 8 * 60 * 60 * 1000

export const badCredentials = 'The user name or password is not correct.'
export const sessionEnded = 'Your session has ended: please sign in again.'

export type SignIn =
  { token: string; expiresAt: Date; agent: Agent } | { refused: 'credentials' | 'disabled' }

export async function signIn(
  db: Db,
  username: string,
  password: string,
  idleMs: number,
): Promise<SignIn> {
  const [row] = await db
    .select({ ...agentColumns, passwordHash: agents.passwordHash })
    .from(agents)
    .where(eq(agents.username, username.trim().toLowerCase()))
  if (!(await checkPassword(row?.passwordHash, password)) || !row) {
    return { refused: 'credentials' }
  }
  if (row.disabled) return { refused: 'disabled' }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + idleMs)
  await db.insert(agentSessions).values({ agentId: row.id, tokenHash: hashToken(token), expiresAt })
  const { passwordHash: _hash, ...agent } = row
  return { token, expiresAt, agent: asAgent(agent) }
}

/** Ends a session (sign-out); ending it again is no error. */
export async function endAgentSession(db: Db, sessionId: number) {
  await db
    .update(agentSessions)
    .set({ revokedAt: sql`coalesce(${agentSessions.revokedAt}, now())` })
    .where(eq(agentSessions.id, sessionId))
}

/** Lets a request through with the token of a live session of an enabled account (moving
 *  the session's end on), and sets `agent`; else 401. */
export function staffSession(db: Db, idleMs: number): MiddlewareHandler<AgentsEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) return errorResponse(c, 401, 'Please sign in.')
    const [row] = await db
      .update(agentSessions)
      .set({ expiresAt: sql`now() + ${`${idleMs} milliseconds`}::interval` })
      .from(agents)
      .where(
        and(
          eq(agentSessions.tokenHash, hashToken(token)),
          eq(agents.id, agentSessions.agentId),
          isNull(agentSessions.revokedAt),
          gt(agentSessions.expiresAt, sql`now()`),
          eq(agents.disabled, false),
        ),
      )
      .returning({ sessionId: agentSessions.id, ...agentColumns })
    if (!row) return errorResponse(c, 401, sessionEnded)
    const { sessionId, ...agent } = row
    c.set('agent', asAgent(agent))
    c.set('agentSessionId', sessionId)
    await next()
  }
}

/** After staffSession: administrators only (403 for agents). */
export const adminOnly: MiddlewareHandler<AgentsEnv> = async (c, next) => {
  if (c.var.agent.role !== 'admin') return errorResponse(c, 403, adminsOnly)
  await next()
}
