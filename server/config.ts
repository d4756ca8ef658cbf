// The server's configuration, read once from the environment through one zod schema
// (server/config/variables.ts; docs/operations.md, "Configuration", lists every variable).
import { resolve } from 'node:path'
import { readEnvironment } from './config/environment.ts'
import { variables } from './config/variables.ts'

export interface RateLimit {
  /** How many counted requests one IP may make per window. */
  limit: number
  windowMs: number
}

export interface ServerConfig {
  port: number
  host: string
  /** The origin people reach the server at (the demo campaign's links are built from it);
   *  undefined: http://HOST:PORT once listening. */
  publicUrl: string | undefined
  clientDir: string
  dataDir: string
  /** postgres://… to use a PostgreSQL server; undefined for the embedded PGlite database. */
  databaseUrl: string | undefined
  /** Undefined: generated once and kept in the data directory. */
  jwtSecret: string | undefined
  /** Undefined: generated once and kept in the data directory. */
  operatorToken: string | undefined
  demoData: boolean
  /** Read the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  /** How long a stop waits for the requests in flight before it cuts them (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number
  /** How long a stopping server, unready, goes on listening (DRAIN_GRACE_MS; server/drain.ts). */
  drainGraceMs: number
  /** How long a client may take to send a request's headers (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number
  /** How long a client may take to send a whole request, body included (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number
  mail: MailConfig
  /** How long a welcome link works, in days (WELCOME_LINK_DAYS, 7 by default). */
  welcomeLinkDays: number
  /** How long a Talent Agent's session lasts unused (AGENT_SESSION_IDLE_SECONDS). */
  agentSessionIdleMs: number | undefined
  /** At most one digest of new requests per agent per this many minutes (AGENT_DIGEST_MINUTES,
   *  60 by default). */
  agentDigestMinutes: number
  rateLimits: {
    /** Failed sign-ins. */
    login: RateLimit
    /** Failed access-code checks and token fetches. */
    accessCode: RateLimit
    /** Each form: subscription, registration, reach-out, invitation request. */
    form: RateLimit
  }
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the relay (user and password in it); undefined: the local
   *  mailbox, .eml files in `<dataDir>/mailbox`. */
  smtpUrl: string | undefined
  /** The From of every message, `Name <address>` or an address (MAIL_FROM). */
  from: string
}

type Env = Record<string, string | undefined>

const minute = 60_000

/** How long a stop waits for the requests in flight unless DRAIN_TIMEOUT_MS says otherwise
 *  (the systemd unit's stop timeout must exceed it: tests/server/deploy.test.ts). */
export const defaultDrainTimeoutMs = variables.DRAIN_TIMEOUT_MS.schema.def.defaultValue
/** How long a stopping server, unready, goes on serving unless DRAIN_GRACE_MS says otherwise. */
export const defaultDrainGraceMs = variables.DRAIN_GRACE_MS.schema.def.defaultValue

/** The configuration of `env`; a StartError of one line when the schema refuses any of it. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const read = readEnvironment(env)
  return {
    port: read.PORT,
    host: read.HOST,
    publicUrl: read.PUBLIC_URL,
    clientDir: resolve(read.CLIENT_DIR),
    dataDir: resolve(read.DATA_DIR),
    databaseUrl: read.DATABASE_URL,
    jwtSecret: read.JWT_SECRET,
    operatorToken: read.OPERATOR_TOKEN,
    demoData: read.DEMO_DATA ?? read.NODE_ENV !== 'production',
    trustProxy: read.TRUST_PROXY,
    drainTimeoutMs: read.DRAIN_TIMEOUT_MS,
    drainGraceMs: read.DRAIN_GRACE_MS,
    mail: { smtpUrl: read.SMTP_URL, from: read.MAIL_FROM },
    welcomeLinkDays: read.WELCOME_LINK_DAYS,
    headersTimeoutMs: read.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: read.REQUEST_TIMEOUT_MS,
    agentSessionIdleMs:
      read.AGENT_SESSION_IDLE_SECONDS === undefined
        ? undefined
        : read.AGENT_SESSION_IDLE_SECONDS * 1000,
    agentDigestMinutes: read.AGENT_DIGEST_MINUTES,
    rateLimits: {
      login: { limit: read.RATE_LIMIT_LOGIN, windowMs: minute },
      accessCode: { limit: read.RATE_LIMIT_ACCESS_CODE, windowMs: minute },
      form: { limit: read.RATE_LIMIT_FORMS, windowMs: 10 * minute },
    },
  }
}
