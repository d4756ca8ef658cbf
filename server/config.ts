// The server's configuration, read once from the environment (README lists every variable).
import { resolve } from 'node:path'
import { minSecretLength } from './auth/secrets.ts'
import { defaultMailFrom, mailAddress } from './mail/message.ts'
import { StartError } from './startError.ts'
import { defaultDigestMinutes } from './agents/digestWorker.ts'
import { defaultWelcomeLinkDays } from './welcome/links.ts'

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

/** A stop waits this long for requests in flight: longer than any request the API serves
 *  takes (its time limit), shorter than a supervisor's patience (TimeoutStopSec=20). */
export const defaultDrainTimeoutMs = 10_000
/** Longer than the active checks of deploy/Caddyfile take to notice (every 1 s). */
export const defaultDrainGraceMs = 2000
/** Headers are a few hundred bytes: a client still sending them after 10 s is not a browser. */
export const defaultHeadersTimeoutMs = 10_000
/** A body is at most 64 KB: 30 s is 2 KB/s, slower than any phone that can load the site. */
export const defaultRequestTimeoutMs = 30_000

function integer(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new StartError(`${name} must be a whole number of at least ${min} (it is "${raw}").`)
  }
  return value
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.toLowerCase()
  if (raw === undefined || raw === '') return undefined
  return ['1', 'true', 'yes', 'on'].includes(raw)
}

function databaseUrl(env: Env): string | undefined {
  const url = env.DATABASE_URL?.trim()
  if (!url) return undefined
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new StartError('DATABASE_URL must be a postgres:// (or postgresql://) URL.')
  }
  return url
}

function operatorToken(env: Env): string | undefined {
  const token = env.OPERATOR_TOKEN
  if (!token) return undefined
  // Whoever guesses it reads every address and creates members: as hard to guess as a key.
  if (token.length < minSecretLength) {
    throw new StartError(
      `OPERATOR_TOKEN must be at least ${minSecretLength} characters long (it has ` +
        `${token.length}); make one with: openssl rand -base64 32`,
    )
  }
  return token
}

function jwtSecret(env: Env): string | undefined {
  const secret = env.JWT_SECRET
  if (!secret) return undefined
  // HS256 wants a key of at least 256 bits.
  if (secret.length < minSecretLength) {
    throw new StartError(`JWT_SECRET must be at least ${minSecretLength} characters long.`)
  }
  return secret
}

function mailConfig(env: Env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  if (smtpUrl !== undefined) {
    let url: URL | undefined
    try {
      url = new URL(smtpUrl)
    } catch {
      url = undefined
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      throw new StartError(
        'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@relay.example:587.',
      )
    }
  }
  const from = env.MAIL_FROM?.trim() || defaultMailFrom
  const address = /<([^<>]+)>$/.exec(from)?.[1] ?? from
  if (/[\r\n]/.test(from) || !mailAddress.safeParse(address).success) {
    throw new StartError(
      `MAIL_FROM must be an address or "Name <address>" on one line (it is "${from}").`,
    )
  }
  return { smtpUrl, from }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8787, 0)
  const production = env.NODE_ENV === 'production'
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', defaultHeadersTimeoutMs)
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', defaultRequestTimeoutMs)
  // node:http refuses a headers limit above the whole request's.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new StartError(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be more than REQUEST_TIMEOUT_MS ` +
        `(${requestTimeoutMs}).`,
    )
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: databaseUrl(env),
    jwtSecret: jwtSecret(env),
    operatorToken: operatorToken(env),
    demoData: flag(env, 'DEMO_DATA') ?? !production,
    trustProxy: flag(env, 'TRUST_PROXY') ?? false,
    drainTimeoutMs: integer(env, 'DRAIN_TIMEOUT_MS', defaultDrainTimeoutMs),
    drainGraceMs: integer(env, 'DRAIN_GRACE_MS', defaultDrainGraceMs, 0),
    mail: mailConfig(env),
    welcomeLinkDays: integer(env, 'WELCOME_LINK_DAYS', defaultWelcomeLinkDays),
    headersTimeoutMs,
    requestTimeoutMs,
    agentSessionIdleMs: env.AGENT_SESSION_IDLE_SECONDS
      ? integer(env, 'AGENT_SESSION_IDLE_SECONDS', 1) * 1000
      : undefined,
    agentDigestMinutes: integer(env, 'AGENT_DIGEST_MINUTES', defaultDigestMinutes),
    rateLimits: {
      login: { limit: integer(env, 'RATE_LIMIT_LOGIN', 10), windowMs: minute },
      accessCode: { limit: integer(env, 'RATE_LIMIT_ACCESS_CODE', 10), windowMs: minute },
      form: { limit: integer(env, 'RATE_LIMIT_FORMS', 20), windowMs: 10 * minute },
    },
  }
}
