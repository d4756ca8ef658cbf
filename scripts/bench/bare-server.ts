// The benchmark's baseline (scripts/benchmark.ts): the three API calls it measures, with the
// SQL the product runs for them, on the product's stack (Hono, @hono/node-server, PGlite or
// pg) with plain queries and none of the product's checks, on a database opened as the
// product opens it (PGlite syncs its commits to the disk: server/db/pgliteDurability.ts). The
// benchmark bundles it, as the product is, and runs it with `node`.
// It also delivers each subscription's confirmation, the plainest way (bare-mail.ts), to the
// mailbox of its data directory, where the bench counts them.
// Environment: PORT, DATA_DIR (its pglite directory, made by the product, and its mailbox)
// and DATABASE_URL (PostgreSQL instead of PGlite).
import { randomBytes, randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { endpointPath } from '../../server/api/context.ts'
import { hashToken } from '../../server/auth/tokens.ts'
import { codeHash } from '../../server/campaigns/codes.ts'
import { durableOptions } from '../../server/db/pgliteDurability.ts'
import { confirmationMail } from '../../server/subscriptions/mail.ts'
import { startBareMailer } from './bare-mail.ts'

// The columns it reads are text.
type Rows = Record<string, string>[]
type Query = (text: string, params?: unknown[]) => Promise<Rows>

interface Store {
  /** The rows of `text` run with `params`. */
  query: Query
  /** `work` in one transaction, its statements run with the query it is given. */
  transaction<T>(work: (tx: Query) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The database: PostgreSQL when DATABASE_URL names one, else PGlite in DATA_DIR. */
async function connect(): Promise<Store> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      transaction: async (work) => {
        const client = await pool.connect()
        try {
          await client.query('begin')
          const result = await work(async (text, params) => (await client.query(text, params)).rows)
          await client.query('commit')
          return result
        } catch (error) {
          await client.query('rollback')
          throw error
        } finally {
          client.release()
        }
      },
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  // The product's database: its inbox indexes its items by trigrams, which a write maintains.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const directory = join(process.env.DATA_DIR!, 'pglite')
  const db = await PGlite.create(directory, {
    extensions: { pg_trgm },
    ...durableOptions(directory),
  })
  return {
    query: async (text, params) => (await db.query<Rows[number]>(text, params)).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work(async (text, params) => (await tx.query<Rows[number]>(text, params)).rows),
      ),
    close: () => db.close(),
  }
}

const { query, transaction, close } = await connect()
const app = new Hono()

const mailer = startBareMailer(query, {
  dataDir: process.env.DATA_DIR!,
  from: 'Nova Club <club@bench.example>',
})
/** The origin the product's links name when loaded by the bench. */
const origin = `http://127.0.0.1:${process.env.PORT}`

// As the product (server/subscriptions/subscriptions.ts): in one transaction, the row with its
// unsubscribe token's hash, the confirmation mail (the product's words) in the outbox, and the
// staff who are told of new requests looked up (none in the demo data); once committed, the
// mailer is woken to send it.
app.post('/api/subscriptions', async (c) => {
  const { email } = await c.req.json()
  const stored = await transaction(async (tx) => {
    const token = randomBytes(32).toString('base64url')
    const [added] = await tx(
      'insert into subscriptions (email, unsubscribe_token_hash) values ($1, $2) ' +
        'on conflict do nothing returning id, email',
      [email, hashToken(token)],
    )
    if (!added) {
      const [found] = await tx(
        'select email from subscriptions where lower(email) = lower($1) and unsubscribed_at is null',
        [email],
      )
      return { email: found!.email, mail: false }
    }
    const mail = confirmationMail({
      link: `${origin}${endpointPath('unsubscribe')}?token=${token}`,
      origin,
    })
    // The whole message, its HTML part too: the product sends both (multipart/alternative).
    await tx(
      'insert into outbox (message_id, "to", subject, text, html, headers) ' +
        'values ($1, $2, $3, $4, $5, $6) returning id, message_id',
      [
        `<${randomUUID()}@bench.example>`,
        email,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.headers),
      ],
    )
    await tx(
      'select id, email, display_name, notices from agents where disabled = false and ' +
        "email is not null and notices in ('each', 'digest') order by id limit 500",
    )
    return { email: added.email, mail: true }
  })
  if (stored.mail) mailer.wake()
  return c.json({ email: stored.email })
})

app.get('/campaigns/api/campaign/shared/:hash', async (c) => {
  const [found] = await query('select * from campaigns where hash = $1', [c.req.param('hash')])
  if (!found) return c.json({ error: 'There is no campaign at this link.' }, 404)
  return c.json({
    positionName: found.position_name,
    keyResponsibilities: found.key_responsibilities,
    mustHaveTechnologies: found.must_have_technologies,
    niceToHaveTechnologies: found.nice_to_have_technologies,
    interviewLink: found.interview_link,
    calendarLink: found.calendar_link,
  })
})

// Looked up as the product looks a code up: by its hash (server/campaigns/codes.ts), among the
// codes neither revoked nor expired.
app.get('/api/access-codes/validate', async (c) => {
  const rows = await query(
    'select id from access_codes where code_hash = $1 and revoked_at is null ' +
      'and (expires_at is null or expires_at > now())',
    [codeHash(c.req.query('code')!)],
  )
  return c.json({ isValid: rows.length > 0 })
})

const server = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT),
  hostname: '127.0.0.1',
}) as Server
// Closed as the product closes it: the next start, of either server, recovers nothing.
process.on('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
  void mailer
    .stop()
    .then(close)
    .then(() => process.exit(0))
})
