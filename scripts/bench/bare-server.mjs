// The benchmark's baseline (scripts/benchmark.ts): the three API calls it measures, with the
// SQL the product runs for them, on the product's stack (Hono, @hono/node-server, PGlite or
// pg) with plain queries and none of the product's checks. Plain JavaScript, run with `node`.
// Environment: PORT, DATA_DIR (its pglite directory, made by the product) or DATABASE_URL.
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/** `query` (rows of `text` run with `params`) on PostgreSQL or PGlite, and `close`. */
async function connect() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  // The product's database: its inbox indexes its items by trigrams, which a write maintains.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const db = await PGlite.create(join(process.env.DATA_DIR, 'pglite'), { extensions: { pg_trgm } })
  return {
    query: async (text, params) => (await db.query(text, params)).rows,
    close: () => db.close(),
  }
}

const { query, close } = await connect()
const app = new Hono()

app.post('/api/subscriptions', async (c) => {
  const { email } = await c.req.json()
  await query('insert into subscriptions (email) values ($1) on conflict do nothing', [email])
  const [stored] = await query('select email from subscriptions where lower(email) = lower($1)', [
    email,
  ])
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

app.get('/api/access-codes/validate', async (c) => {
  const rows = await query('select id from access_codes where lower(code) = lower($1)', [
    c.req.query('code').trim(),
  ])
  return c.json({ isValid: rows.length > 0 })
})

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' })
// Closed as the product closes it: the next start, of either server, recovers nothing.
process.on('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
  void close().then(() => process.exit(0))
})
