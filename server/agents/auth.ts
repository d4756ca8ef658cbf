// Staff sign-in and sessions, apart from members': an opaque random token (only its hash is
// kept), which ends when unused for the idle time (staffSession says how closely), at sign-out, or when the account is
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

/** Lets a request through with the token of a live session of an enabled account, and sets
 *  `agent`; else 401. A use moves the session's end on only once less than half its idle time
 *  is left: a read then costs one indexed read and no write (issue 46: every console read also
 *  wrote the session), and a session in use still never ends (each use leaves it at least half
 *  the idle time; one unused ends within the idle time, after half of it at the earliest). */
export function staffSession(db: Db, idleMs: number): MiddlewareHandler<AgentsEnv> {
  const idle = `${idleMs} milliseconds`
  const halfIdle = `${Math.floor(idleMs / 2)} milliseconds`
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'))
    if (!token) return errorResponse(c, 401, 'Please sign in.')
    const [row] = await db
      .select({
        sessionId: agentSessions.id,
        renew: sql<boolean>`${agentSessions.expiresAt} < now() + ${halfIdle}::interval`,
        ...agentColumns,
      })
      .from(agentSessions)
      .innerJoin(agents, eq(agents.id, agentSessions.agentId))
      .where(
        and(
          eq(agentSessions.tokenHash, hashToken(token)),
          isNull(agentSessions.revokedAt),
          gt(agentSessions.expiresAt, sql`now()`),
          eq(agents.disabled, false),
        ),
      )
    if (!row) return errorResponse(c, 401, sessionEnded)
    const { sessionId, renew, ...agent } = row
    if (renew) {
      await db
        .update(agentSessions)
        .set({ expiresAt: sql`now() + ${idle}::interval` })
        .where(eq(agentSessions.id, sessionId))
    }
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
