// `npm run bench:agents`: the Talent Agents' inbox at scale (issue 30). Seeds 100,000 rows of
// each kind (generate_series into the forms' tables: their triggers make the items), then
// answers the console's calls through the app itself (createApp, `app.request`: no network),
// and prints the median milliseconds of each, and how much the process's memory grew while a
// 100,000-row CSV export streamed. On PGlite, then on a throwaway PostgreSQL when one can be
// started (as the server tests do). Not part of `npm test`.
// Options: --rows=N (per kind, default 100000), --runs=N (per call, default 30),
// --database=pglite|postgres (one only).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { agentsBase } from '../src/agents/contract.ts'
import { createAgent } from '../server/agents/accounts.ts'
import { signIn } from '../server/agents/auth.ts'
import { createApp } from '../server/app.ts'
import { createTokenService } from '../server/auth/tokens.ts'
import { openDatabase, type Database } from '../server/db/database.ts'
import { createLogger } from '../server/log.ts'
import { median } from './lib/median.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'

const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value = 'true'] = arg.replace(/^--/, '').split('=', 2)
    return [name!, value]
  }),
)
const rows = Number(flags.get('rows') ?? 100_000)
const runs = Number(flags.get('runs') ?? 30)
const only = flags.get('database')

async function seed(database: Database) {
  const { db } = database
  const started = performance.now()
  // Received one a second back from now, so that the kinds interleave in the inbox.
  const at = (offset: number) => sql.raw(`now() - (g * 4 + ${offset}) * interval '1 second'`)
  await db.execute(
    sql`insert into subscriptions (email, created_at)
      select 'subscriber' || g || '@example.com', ${at(0)} from generate_series(1, ${rows}) g`,
  )
  await db.execute(
    sql`insert into member_registrations (full_name, email, role, referral_name, created_at)
      select 'Member ' || g, 'member' || g || '@example.com', 'Engineer', null, ${at(1)}
      from generate_series(1, ${rows}) g`,
  )
  await db.execute(
    sql`insert into reach_out_messages (full_name, email, content, created_at)
      select 'Writer ' || g, 'writer' || g || '@example.com', 'Hello, message ' || g, ${at(2)}
      from generate_series(1, ${rows}) g`,
  )
  await db.execute(
    sql`insert into invitation_requests (contact_info, created_at)
      select 'https://www.linkedin.com/in/person-' || g, ${at(3)}
      from generate_series(1, ${rows}) g`,
  )
  const agent = await createAgent(db, {
    username: 'bench.agent',
    displayName: 'Bench Agent',
    password: 'a benchmark password',
    role: 'agent',
  })
  // A tenth of the requests and messages are in review, taken by the agent.
  await db.execute(
    sql`update items set status = 'inReview', owner_id = ${agent!.id}, version = 1
      where kind <> 'subscription' and record_id % 10 = 0`,
  )
  await db.execute(sql`analyze`)
  const session = await signIn(db, 'bench.agent', 'a benchmark password', 60 * 60 * 1000)
  if ('refused' in session) throw new Error('The benchmark agent cannot sign in.')
  return {
    token: session.token,
    agentId: agent!.id,
    seedSeconds: (performance.now() - started) / 1000,
  }
}

/** The app needs a built site to start: a page and its 404 are enough here. */
function siteStub(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-bench-site-'))
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(
    join(dir, 'prerendered.json'),
    JSON.stringify({ pages: {}, prefixes: {}, notFound: '404.html' }),
  )
  return dir
}

async function measure(name: string, database: Database) {
  const seeded = await seed(database)
  const app = createApp({
    clientDir: siteStub(),
    db: database.db,
    pingDatabase: database.ping,
    tokens: createTokenService('a benchmark secret of at least 32 characters'),
    operatorToken: 'benchmark-operator-token',
    trustProxy: false,
    rateLimits: {
      login: { limit: 10, windowMs: 60_000 },
      accessCode: { limit: 10, windowMs: 60_000 },
      form: { limit: 10, windowMs: 60_000 },
    },
    limitsPool: database.limitsPool,
    logger: createLogger({ level: 'error' }),
  })
  const headers = { Authorization: `Bearer ${seeded.token}` }
  const call = async (query: string) => {
    const response = await app.request(`${agentsBase}/items${query}`, { headers })
    if (response.status !== 200) throw new Error(`${query}: ${response.status}`)
    return (await response.json()) as { items: unknown[]; next: string | null }
  }
  const timed = async (query: string) => {
    await call(query) // warm: statements prepared, pages cached
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const started = performance.now()
      await call(query)
      times.push(performance.now() - started)
    }
    return median(times)
  }
  const first = await call('?limit=50')
  const deepCursor = (await call(`?limit=100&after=${first.next}`)).next

  const results: Record<string, number> = {
    'inbox, first page (50)': await timed('?limit=50'),
    'inbox, a page deep in (cursor)': await timed(`?limit=50&after=${deepCursor}`),
    'filtered: messages, new': await timed('?kind=message&status=new&limit=50'),
    [`filtered: owner ${seeded.agentId}, inReview`]: await timed(
      `?owner=${seeded.agentId}&status=inReview&limit=50`,
    ),
    'filtered: a day': await timed(
      `?from=${new Date().toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}&limit=50`,
    ),
    'search: a name (few matches)': await timed('?q=member%204242&limit=50'),
    'search: an address (many matches)': await timed('?q=example.com&limit=50'),
  }

  // The export of every subscription, read to the end while the memory is sampled (from a
  // collected heap when the script runs with --expose-gc, as `npm run bench:agents` does).
  const used = () => {
    const now = process.memoryUsage()
    return { rss: now.rss, heap: now.heapUsed + now.arrayBuffers }
  }
  global.gc?.()
  const before = used()
  let peakRss = before.rss
  let peakHeap = before.heap
  const sampler = setInterval(() => {
    const now = used()
    peakRss = Math.max(peakRss, now.rss)
    peakHeap = Math.max(peakHeap, now.heap)
  }, 10)
  const started = performance.now()
  const response = await app.request(`${agentsBase}/export.csv?kind=subscription`, { headers })
  const reader = response.body!.getReader()
  let bytes = 0
  let lines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.length
    for (const byte of value) if (byte === 10) lines++
  }
  clearInterval(sampler)
  const exportSeconds = (performance.now() - started) / 1000
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `\n${name}: ${rows.toLocaleString('en')} rows of each kind (seeded in ${seeded.seedSeconds.toFixed(1)} s)`,
  )
  console.log(`  ${'call'.padEnd(36)} median ms (${runs} runs)`)
  for (const [call, ms] of Object.entries(results)) {
    console.log(`  ${call.padEnd(36)} ${ms.toFixed(1)}`)
  }
  console.log(
    `  CSV export of ${(lines - 1).toLocaleString('en')} rows: ${mb(bytes)} in ${exportSeconds.toFixed(1)} s; ` +
      `memory growth at its peak: RSS +${mb(peakRss - before.rss)}, heap and buffers +${mb(peakHeap - before.heap)}`,
  )
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-agents-'))
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  try {
    await measure('PGlite', database)
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
if (only !== 'pglite') {
  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined
  try {
    cluster = await startThrowawayPostgres()
    stopOnExit(cluster)
  } catch (error) {
    console.log(`\nPostgreSQL: not measured (${(error as Error).message.split('\n')[0]})`)
  }
  if (cluster) {
    const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-agents-'))
    const database = await openDatabase({ dataDir, databaseUrl: cluster.url })
    try {
      await measure(`PostgreSQL ${cluster.version}`, database)
    } finally {
      await database.close()
      cluster.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
