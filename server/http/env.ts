// The one Env of the app and of every sub-app (`new Hono<AppEnv>()`): what a request carries from
// the middleware that sets it (`c.set`) to the handlers that read it (`c.var`).
import type { Agent } from '../../src/agents/contract.ts'
import type { MemberClaims } from '../auth/tokens.ts'
import type { Logger } from '../log.ts'
import type { AppMetrics } from '../metrics.ts'
import type { Failure } from './errors.ts'
import type { BodyEnd } from './streamedAnswer.ts'

export interface AppEnv {
  Variables: {
    /** The request's id (requestId.ts), sent back as X-Request-Id and in every log line. */
    requestId: string
    /** The app's logger (server/log.ts). */
    logger: Logger
    /** The app's metrics (server/metrics.ts). */
    metrics: AppMetrics
    /** What an unexpected failure was (errors.ts): its request's line carries it. */
    failure: Failure | undefined
    /** For a streamed answer (streamedAnswer.ts): how its body ended, once it has; the
     *  request's line waits for it. */
    bodyEnd: Promise<BodyEnd> | undefined
    /** The signed-in member and session, set by the member checks (server/api/members.ts). */
    member: MemberClaims
    /** The signed-in Talent Agent and session, set by the console's check (agents/auth.ts). */
    agent: Agent
    agentSessionId: number
  }
}
