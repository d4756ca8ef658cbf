// The server's configuration, read once from the environment (README lists every variable).
import { resolve } from 'node:path'
import { StartError } from './startError.ts'

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
  rateLimits: {
    /** Failed sign-ins. */
    login: RateLimit
    /** Failed access-code checks and token fetches. */
    accessCode: RateLimit
    /** Each form: subscription, registration, reach-out, invitation request. */
    form: RateLimit
  }
}

type Env = Record<string, string | undefined>

const minute = 60_000

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

function jwtSecret(env: Env): string | undefined {
  const secret = env.JWT_SECRET
  if (!secret) return undefined
  // HS256 wants a key of at least 256 bits.
  if (secret.length < 32) throw new StartError('JWT_SECRET must be at least 32 characters long.')
  return secret
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8787, 0)
  const production = env.NODE_ENV === 'production'
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: databaseUrl(env),
    jwtSecret: jwtSecret(env),
    operatorToken: env.OPERATOR_TOKEN || undefined,
    demoData: flag(env, 'DEMO_DATA') ?? !production,
    trustProxy: flag(env, 'TRUST_PROXY') ?? false,
    rateLimits: {
      login: { limit: integer(env, 'RATE_LIMIT_LOGIN', 10), windowMs: minute },
      accessCode: { limit: integer(env, 'RATE_LIMIT_ACCESS_CODE', 10), windowMs: minute },
      form: { limit: integer(env, 'RATE_LIMIT_FORMS', 20), windowMs: 10 * minute },
    },
  }
}
