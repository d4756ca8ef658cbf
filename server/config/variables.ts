// Every environment variable the server reads, in one zod schema: how each value is parsed,
// what it accepts, its default and what it means. server/config.ts turns the parsed values
// into the server's configuration; scripts/lib/config-table.ts writes the table of
// docs/operations.md ("Configuration") from the same entries, so the two cannot differ.
import * as z from 'zod/mini'
import { defaultSessionIdleMs } from '../agents/auth.ts'
import { defaultDigestMinutes } from '../agents/digestWorker.ts'
import { makeSecret, minSecretLength, secretProblem } from '../auth/secrets.ts'
import { defaultMailFrom, defaultMailReplyTo, namedAddress } from '../mail/message.ts'
import { defaultWelcomeLinkDays } from '../welcome/links.ts'

export interface Variable {
  /** Parses the value (trimmed; undefined when the variable is unset or empty). */
  schema: z.ZodMiniType
  /** What the server does without it (Markdown, for the table). */
  fallback: string
  /** What it accepts, as a refusal ends: "TRUST_PROXY must be <accepts> (it is …)". */
  accepts: string
  meaning: string
  /** How a refusal shows the value: `hidden` not at all (a key), `credentials` with the URL's
   *  user, password and password= parameter masked. */
  secret?: 'hidden' | 'credentials'
}

/** Marks an issue whose message ends the sentence that starts with its variable's name
 *  (environment.ts ends the others with what the variable accepts and the value). */
export const ownWords = { sentence: true }

/** The longest delay Node's timers keep (2^31 - 1 ms, 24.8 days): a longer one fires at once. */
const maxTimerMs = 2_147_483_647

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min), z.lte(max))),
  )

const wholeNumberText = (min: number, max: number) =>
  max === Number.MAX_SAFE_INTEGER
    ? `a whole number of at least ${min}`
    : `a whole number from ${min} to ${max}`

/** Limits with no ceiling of their own (npm run bench sets 1,000,000,000 requests a minute). */
const unbounded = Number.MAX_SAFE_INTEGER

/** The spellings of yes and no the server has always taken (server/http/security.ts reads
 *  INSPECTOR with the same list), in any case. */
const yesNo = z.stringbool({
  truthy: ['true', '1', 'yes', 'on'],
  falsy: ['false', '0', 'no', 'off'],
})
const yesNoText = 'one of true, false, yes, no, on, off, 1, 0'

/** A URL whose scheme is one of `protocols` (with the colon), and a host when `needsHost`. */
const urlOf = (protocols: string[], needsHost: boolean) =>
  z.string().check(
    z.refine((value) => {
      const url = URL.parse(value)
      return url !== null && protocols.includes(url.protocol) && (!needsHost || url.hostname !== '')
    }),
  )

const secretKey = z.string().check(
  z.superRefine((value, context) => {
    const problem = secretProblem(value)
    // environment.ts starts the sentence with the variable's name.
    if (problem) {
      context.addIssue({
        code: 'custom',
        params: ownWords,
        message: `${problem}; make one with: ${makeSecret}`,
      })
    }
  }),
)
const secretText = `at least ${minSecretLength} characters, hard to guess (\`${makeSecret}\`)`

/** A variable that takes `value` when unset: the table shows the value the schema uses. */
const orElse = <Schema extends z.ZodMiniType>(
  schema: Schema,
  value: z.util.NoUndefined<z.output<Schema>>,
) => ({ schema: z._default(schema, value), fallback: `\`${String(value)}\`` })

export const variables = {
  PORT: {
    ...orElse(wholeNumber(0, 65_535), 8787),
    accepts: wholeNumberText(0, 65_535),
    meaning: 'the one port that serves the site and the API (0: any free port)',
  },
  HOST: {
    ...orElse(z.string(), '127.0.0.1'),
    accepts: 'an address or host name',
    meaning: 'the address to listen on (`0.0.0.0` for all)',
  },
  PUBLIC_URL: {
    schema: z.optional(
      z.pipe(
        urlOf(['http:', 'https:'], true).check(z.refine((value) => !/[?#]/.test(value))),
        z.transform((value) => value.replace(/\/+$/, '')),
      ),
    ),
    fallback: '`http://HOST:PORT`',
    accepts: 'an http:// or https:// URL without query or fragment',
    meaning:
      "the origin people reach the server at (the demo campaign's links and welcome links use it)",
  },
  CLIENT_DIR: {
    ...orElse(z.string(), 'dist/client'),
    accepts: 'a directory',
    meaning: 'the built site to serve',
  },
  DATA_DIR: {
    ...orElse(z.string(), '.data'),
    accepts: 'a directory (created when missing)',
    meaning: 'the embedded database (`pglite/`), its lock, the generated secrets',
  },
  DATABASE_URL: {
    schema: z.optional(urlOf(['postgres:', 'postgresql:'], false)),
    fallback: '(none: embedded PGlite)',
    accepts: 'a postgres:// or postgresql:// URL',
    meaning: '`postgres://user:password@host/database` to use a PostgreSQL server instead',
    secret: 'credentials',
  },
  SMTP_URL: {
    schema: z.optional(urlOf(['smtp:', 'smtps:'], true)),
    fallback: '(none: local mailbox)',
    accepts:
      'an smtp:// or smtps:// URL with a host, such as smtp://user:password@relay.example:587',
    meaning:
      '`smtp://user:pass@relay:587` or `smtps://…:465` sends mail; unset: `.eml` files in ' +
      '`DATA_DIR/mailbox` ([docs/mail.md](mail.md))',
    secret: 'credentials',
  },
  MAIL_FROM: {
    ...orElse(namedAddress, defaultMailFrom),
    accepts: 'an address or "Name <address>" on one line',
    meaning: 'the sender of every message; its domain ends each Message-ID',
  },
  MAIL_REPLY_TO: {
    ...orElse(namedAddress, defaultMailReplyTo),
    accepts: 'an address or "Name <address>" on one line',
    meaning:
      "the Reply-To of the mail an agent signs (an answer, an interview invitation): the club's " +
      'mailbox that replies reach ([docs/mail.md](mail.md))',
  },
  JWT_SECRET: {
    schema: z.optional(secretKey),
    fallback: 'generated in `DATA_DIR`',
    accepts: secretText,
    meaning: 'the key that signs access tokens (set it when several servers share a database)',
    secret: 'hidden',
  },
  OPERATOR_TOKEN: {
    schema: z.optional(secretKey),
    fallback: 'generated in `DATA_DIR`',
    accepts: secretText,
    meaning: 'the token of the operator command (`npm run club`) and of `/api/metrics` from afar',
    secret: 'hidden',
  },
  NODE_ENV: {
    schema: z.optional(z.enum(['production', 'development', 'test'])),
    fallback: '(none)',
    accepts: 'one of production, development, test',
    meaning:
      '`production` turns the demo data and the inspector off unless `DEMO_DATA` or ' +
      '`INSPECTOR` says otherwise',
  },
  DEMO_DATA: {
    schema: z.optional(yesNo),
    fallback: 'on, off in production',
    accepts: yesNoText,
    meaning: 'add the demo data (accounts with published passwords) to an empty database',
  },
  TRUST_PROXY: {
    ...orElse(yesNo, false),
    accepts: yesNoText,
    meaning:
      'behind one reverse proxy: take the client IP and https from its headers (each IP its ' +
      'own rate limits)',
  },
  RATE_LIMIT_LOGIN: {
    ...orElse(wholeNumber(1, unbounded), 10),
    accepts: wholeNumberText(1, unbounded),
    meaning:
      "failed sign-ins per IP per minute (the console's: per name and IP, per name, per IP: docs/api.md)",
  },
  RATE_LIMIT_ACCESS_CODE: {
    ...orElse(wholeNumber(1, unbounded), 10),
    accepts: wholeNumberText(1, unbounded),
    meaning: 'failed access-code checks and token fetches per IP per minute',
  },
  RATE_LIMIT_FORMS: {
    ...orElse(wholeNumber(1, unbounded), 20),
    accepts: wholeNumberText(1, unbounded),
    meaning:
      'requests per IP per 10 minutes to each form (subscribe, register, reach out, invitation)',
  },
  LOG_LEVEL: {
    schema: z.optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    fallback: '`info`',
    accepts: 'one of fatal, error, warn, info, debug, trace, silent',
    meaning:
      "pino's level: `info` logs a line per request, `warn` only refusals (401, 403, 409, 413, " +
      '429), slow answers and errors',
  },
  LOG_FORMAT: {
    schema: z.optional(z.enum(['json', 'pretty'])),
    fallback: '`json`',
    accepts: 'json or pretty',
    meaning:
      '`pretty` for readable lines at a terminal (pino-pretty); JSON lines on stdout otherwise',
  },
  INSPECTOR: {
    schema: z.optional(yesNo),
    fallback: 'on, off in production',
    accepts: yesNoText,
    meaning:
      "`true` lets pages reach a local inspector's WebSocket (`ws://127.0.0.1:*` in the CSP)",
  },
  // Longer than any request the API serves takes (its time limit), shorter than a supervisor's
  // patience (TimeoutStopSec=20).
  DRAIN_TIMEOUT_MS: {
    ...orElse(wholeNumber(1, maxTimerMs), 10_000),
    accepts: wholeNumberText(1, maxTimerMs),
    meaning:
      'on SIGTERM, how long requests in flight may take before they are cut ("Stop: the drain")',
  },
  // Longer than the active checks of deploy/Caddyfile take to notice an unready instance (every
  // 1 s), so a balancer stops sending before the port closes (server/drain.ts).
  DRAIN_GRACE_MS: {
    ...orElse(wholeNumber(0, maxTimerMs), 2000),
    accepts: wholeNumberText(0, maxTimerMs),
    meaning:
      'on SIGTERM, how long the server, unready, serves on before it closes its port ("Stop: the drain")',
  },
  // Headers are a few hundred bytes: a client still sending them after 10 s is not a browser.
  HEADERS_TIMEOUT_MS: {
    ...orElse(wholeNumber(1, maxTimerMs), 10_000),
    accepts: `${wholeNumberText(1, maxTimerMs)}, at most REQUEST_TIMEOUT_MS`,
    meaning: "a client that takes longer to send a request's headers is dropped",
  },
  // A body is at most 64 KB: 30 s is 2 KB/s, slower than any phone that can load the site.
  REQUEST_TIMEOUT_MS: {
    ...orElse(wholeNumber(1, maxTimerMs), 30_000),
    accepts: wholeNumberText(1, maxTimerMs),
    meaning: 'a client that takes longer to send a whole request (body included) is dropped',
  },
  WELCOME_LINK_DAYS: {
    ...orElse(wholeNumber(1, 36_500), defaultWelcomeLinkDays),
    accepts: wholeNumberText(1, 36_500),
    meaning: 'how long a welcome link works, in days ([docs/mail.md](mail.md))',
  },
  AGENT_SESSION_IDLE_SECONDS: {
    schema: z.optional(wholeNumber(1, 31_536_000)),
    fallback: `\`${defaultSessionIdleMs / 1000}\` (${defaultSessionIdleMs / 3_600_000} hours)`,
    accepts: wholeNumberText(1, 31_536_000),
    meaning: "how long a Talent Agent's console session lasts unused, in seconds",
  },
  AGENT_DIGEST_MINUTES: {
    ...orElse(wholeNumber(1, 525_600), defaultDigestMinutes),
    accepts: wholeNumberText(1, 525_600),
    meaning:
      'at most one digest of new requests per Talent Agent this often, in minutes ' +
      '([docs/mail.md](mail.md))',
  },
} satisfies Record<string, Variable>

export type VariableName = keyof typeof variables
