// `npm run bench:agents`: the Talent Agents' console at scale (issues 30 and 46). Seeds 100,000
// rows of each kind (generate_series into the forms' tables: their triggers make the items) and
// a campaign of 10,000 candidates, serves the app over HTTP on 127.0.0.1 with the watchdog on,
// loads each console call with autocannon at 1 and 10 connections and prints the median and
// p99 milliseconds of each; then the CSV export's time to first byte, its length and how much
// the process's memory grew while it streamed. On PGlite, then on a throwaway PostgreSQL when
// one can be started (as the server tests do), where each console query's EXPLAIN is printed
// first, a sequential scan of a large table flagged. Not part of `npm test`. autocannon runs in
// a child process of this script (the same file, started with BENCH_AGENTS_LOAD set): on PGlite
// the database shares the server's thread, and a load generator there measured itself too.
// Options: --rows=N (per kind, default 100000), --seconds=N (per call and connection count,
// default 5), --database=pglite|postgres (one only), --calls=TEXT (only the calls whose
// name holds TEXT), --analyze (the plans on PostgreSQL as run: EXPLAIN ANALYZE), --data=DIR
// (PGlite's directory, kept: seeded on the first run, measured as it is on the next; the
// console-perf script's --data is the same).
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import autocannon from 'autocannon'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { agentsBase } from '../src/agents/contract.ts'
import { createAgent } from '../server/agents/accounts.ts'
import { signIn } from '../server/agents/auth.ts'
import { createApp } from '../server/app.ts'
import { createTokenService } from '../server/auth/tokens.ts'
import { openDatabase, type Database } from '../server/db/database.ts'
import { createLogger } from '../server/log.ts'
import { startWatchdog } from '../server/watchdog.ts'
import { Client } from './lib/client.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'

/** The command line's `--name=value` options (`--name` alone is 'true'). */
export const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value = 'true'] = arg.replace(/^--/, '').split('=', 2)
    return [name!, value]
  }),
)
const rows = Number(flags.get('rows') ?? 100_000)
const seconds = Number(flags.get('seconds') ?? 5)
const candidateCount = 10_000
const only = flags.get('database')
/** Only the calls whose name holds this text (a quick look at one call while changing it). */
const onlyCalls = flags.get('calls')
/** EXPLAIN ANALYZE: each plan with its rows and times as run. */
const analyze = flags.has('analyze')

/** The benchmark's rows (`rows` of each kind, the campaign's candidates) and its agent, signed
 *  in (scripts/console-perf.ts seeds the same). */
export async function seed(database: Database, rows: number) {
  const { db } = database
  const started = performance.now()
  const seededBefore = await seededAlready(database)
  if (seededBefore) return seededBefore
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
  const [campaign] = (
    (await db.execute(sql`
      insert into campaigns (hash, position_name, key_responsibilities, must_have_technologies,
        nice_to_have_technologies, interview_link, calendar_link)
      values ('bench-campaign', 'Bench Engineer', '', '', '', 'https://meet.example/bench',
        'https://calendar.example/bench')
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows
  await db.execute(sql`
    insert into candidates (campaign_id, email, ref, invited_at)
    select ${campaign!.id}, 'candidate' || g || '@example.com', 'bench-ref-' || g,
      now() - g * interval '1 minute'
    from generate_series(1, ${candidateCount}) g`)
  await db.execute(sql`
    insert into access_codes (code_hash, candidate_id, expires_at)
    select md5('bench-' || id), id, now() + interval '14 days' from candidates`)
  await db.execute(sql`analyze`)
  return {
    token: await benchSession(database),
    agentId: agent!.id,
    campaignId: campaign!.id,
    seedSeconds: (performance.now() - started) / 1000,
  }
}

async function benchSession({ db }: Database) {
  const session = await signIn(db, 'bench.agent', 'a benchmark password', 60 * 60 * 1000)
  if ('refused' in session) throw new Error('The benchmark agent cannot sign in.')
  return session.token
}

/** A database the benchmark seeded before (a PGlite directory kept with --data): its agent,
 *  signed in again, and its campaign; undefined for an empty one. */
async function seededAlready(database: Database) {
  const found = (await database.db.execute(sql`
    select (select id from agents where username = 'bench.agent') as "agentId",
      (select id from campaigns where hash = 'bench-campaign') as "campaignId"`)) as unknown as {
    rows: { agentId: number | null; campaignId: number | null }[]
  }
  const { agentId, campaignId } = found.rows[0]!
  if (agentId === null || campaignId === null) return undefined
  return { token: await benchSession(database), agentId, campaignId, seedSeconds: 0 }
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

/** The tables that grow with the club: a sequential scan of one of them is a finding. */
const largeTables = [
  'items',
  'item_history',
  'candidates',
  'access_codes',
  'outbox',
  'subscriptions',
  'member_registrations',
  'reach_out_messages',
  'invitation_requests',
  'agent_sessions',
]

/** Every distinct statement the pool's clients run while `run` does (PostgreSQL only): their
 *  text and the values of their first run (of a search's, each term's), to EXPLAIN afterwards. */
async function statementsOf(run: () => Promise<unknown>) {
  const seen = new Map<string, { text: string; values: unknown[] }>()
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown]
    const text = typeof first === 'string' ? first : first.text
    // Drizzle passes its values beside the query's object, not in it.
    const values = typeof first === 'string' ? second : (first.values ?? second)
    // A search's statement once per search term: a common word and a rare one plan apart.
    const key = / like /i.test(text) ? `${text}\n${JSON.stringify(values)}` : text
    // A search reads its matches in a CTE (server/agents/inboxSearch.ts): `with … select`.
    if (/^\s*(select|with)\b/i.test(text) && !seen.has(key)) {
      seen.set(key, { text, values: (values as unknown[]) ?? [] })
    }
    return (original as (...given: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    await run()
  } finally {
    pg.Client.prototype.query = original
  }
  return seen
}

/** EXPLAIN of each statement, with the sequential scans of a large table it plans. */
async function explainEach(
  url: string,
  statements: Map<string, { text: string; values: unknown[] }>,
) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const [key, { text, values }] of statements) {
      const oneLine = `${text.replace(/\s+/g, ' ').slice(0, 110)}${text === key ? '' : ` ${JSON.stringify(values)}`}`
      let lines: string[]
      try {
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain ${analyze ? '(analyze) ' : ''}${text}`,
          values,
        )
        lines = plan.rows.map((row) => row['QUERY PLAN'])
      } catch (error) {
        // A statement recorded without its values (run through another path): said, not hidden.
        console.log(`  not explained (${(error as Error).message}): ${oneLine}…`)
        continue
      }
      const scans = lines
        .map((line) => /Seq Scan on (\w+)/.exec(line)?.[1])
        .filter((table): table is string => !!table && largeTables.includes(table))
      console.log(`  ${scans.length ? `SEQ SCAN on ${scans.join(', ')}` : 'indexed'}: ${oneLine}…`)
      if (scans.length || analyze) for (const line of lines) console.log(`      ${line}`)
    }
  } finally {
    await client.end()
  }
}

/** The app over HTTP on 127.0.0.1 (`port`, or any free one) with the watchdog on, as it runs. */
export async function serveApp(database: Database, clientDir = siteStub(), port = 0) {
  const app = createApp({
    clientDir,
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
  const stopWatchdog = startWatchdog(10_000)
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started))
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      stopWatchdog()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

async function measure(name: string, database: Database, url?: string) {
  const seeded = await seed(database, rows)
  const { origin, stop } = await serveApp(database)
  // The console's calls carry the CSRF pair as a browser's do (scripts/lib/client.ts).
  const csrf = (await Client.connect(origin)).csrfToken
  const headers = {
    Authorization: `Bearer ${seeded.token}`,
    Cookie: `XSRF-TOKEN=${csrf}`,
    'X-XSRF-TOKEN': csrf,
  }
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(origin + agentsBase + path, {
      ...init,
      headers: { ...headers, 'Content-Type': 'application/json' },
    })
    if (response.status >= 300) throw new Error(`${path}: ${response.status}`)
    return (await response.json()) as Record<string, unknown>
  }
  if (url) {
    console.log(
      `\n${name}: EXPLAIN of each console query (sequential scans of large tables flagged)`,
    )
    const statements = await statementsOf(async () => {
      for (const path of [
        '/items?limit=50',
        '/items?kind=message&status=new&limit=50',
        '/items?q=example.com&limit=50',
        '/items?q=member%204242&limit=50',
        // A word 3 % of items hold, all stored late: unordered, its count read most of the table.
        '/items?q=writer%201&limit=50',
        `/items?owner=${seeded.agentId}&status=inReview&limit=50`,
        `/campaigns/${seeded.campaignId}/candidates`,
        '/mail',
      ]) {
        const body = await call(path)
        if (typeof body.next === 'string' && path.startsWith('/items')) {
          await call(`${path}&after=${body.next}`)
        }
      }
      const [item] = (await call('/items?kind=message&limit=1')).items as { id: number }[]
      await call(`/items/message/${item!.id}`)
    })
    await explainEach(url, statements)
  }
  const first = await call('/items?limit=50')
  let deepCursor = first.next as string
  for (let page = 1; page < 50; page++) {
    deepCursor = (await call(`/items?limit=50&after=${deepCursor}`)).next as string
  }
  const [message] = (await call('/items?kind=message&limit=1')).items as { id: number }[]

  const itemPath = `${agentsBase}/items/message/${message!.id}`
  const calls: Record<string, LoadCall> = {
    'inbox, first page (50)': { path: '/items?limit=50' },
    'inbox, page 50 by its cursor': { path: `/items?limit=50&after=${deepCursor}` },
    'filtered: messages, new': { path: '/items?kind=message&status=new&limit=50' },
    'filtered: an owner, in review': {
      path: `/items?owner=${seeded.agentId}&status=inReview&limit=50`,
    },
    'search: an address (many matches)': { path: '/items?q=example.com&limit=50' },
    'search: a name fragment (few)': { path: '/items?q=member%204242&limit=50' },
    'an item with its history': { path: `/items/message/${message!.id}` },
    'a transition (take / release)': { transitionOf: itemPath },
    [`candidates of ${candidateCount.toLocaleString('en')} (first page)`]: {
      path: `/campaigns/${seeded.campaignId}/candidates`,
    },
    'the mail list': { path: '/mail' },
  }
  const results: Record<string, Record<number, LoadResult>> = {}
  const loadCalls = startLoadGenerator()
  try {
    for (const [name, call] of Object.entries(calls)) {
      if (onlyCalls && !name.includes(onlyCalls)) continue
      results[name] = {}
      for (const connections of [1, 10]) {
        results[name]![connections] = await loadCalls.run({ origin, headers, connections, call })
      }
    }
  } finally {
    loadCalls.stop()
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
  const load = startLoadGenerator()
  const exported = await load.exportFrom(origin, headers, '/export.csv?kind=subscription')
  load.stop()
  clearInterval(sampler)
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `\n${name}: ${rows.toLocaleString('en')} rows of each kind (${seeded.seedSeconds ? `seeded in ${seeded.seedSeconds.toFixed(1)} s` : 'seeded before'})`,
  )
  console.log(
    `  ${'call'.padEnd(40)} ${'1 connection: median / p99 ms'.padEnd(32)} 10 connections: median / p99 ms`,
  )
  const cell = (figures: LoadResult) =>
    `${figures.median} / ${figures.p99}${figures.failed ? ` (${figures.failed} failed)` : ''}`
  for (const [name, byConnections] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(40)} ${cell(byConnections[1]!).padEnd(32)} ${cell(byConnections[10]!)}`,
    )
  }
  console.log(
    `  CSV export of ${(exported.lines - 1).toLocaleString('en')} rows (gzip): first byte after ${exported.firstByteMs.toFixed(0)} ms, ${mb(exported.bytes)} in ${exported.seconds.toFixed(1)} s; ` +
      `memory growth at its peak: RSS +${mb(peakRss - before.rss)}, heap and buffers +${mb(peakHeap - before.heap)}`,
  )
  await stop()
}

/** What the child process loads: a GET of the console's `path`, or a transition each request of
 *  the item at `transitionOf` (TAKE, then RELEASE, with the version last answered: at 10
 *  connections some find it changed meanwhile, a 409, counted apart). */
type LoadCall = { path: string } | { transitionOf: string }
interface LoadOrder {
  origin: string
  headers: Record<string, string>
  connections: number
  call: LoadCall
}
interface LoadResult {
  median: number
  p99: number
  failed: number
}
/** The export as the child read it: the first byte's milliseconds after the request, the
 *  seconds to its end, its bytes (decompressed) and lines. */
interface ExportResult {
  firstByteMs: number
  seconds: number
  bytes: number
  lines: number
}
/** What the child is asked: a load, or one read of an export to its end. */
type ChildOrder = LoadOrder | { origin: string; headers: Record<string, string>; exportOf: string }

/** The load generator in a child process (this file again): it takes one order at a time. */
function startLoadGenerator() {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [`--seconds=${seconds}`], {
    env: { ...process.env, BENCH_AGENTS_LOAD: '1' },
  })
  // Also when the script fails before it stops the child itself.
  const kill = () => child.kill()
  process.on('exit', kill)
  const exited = once(child, 'exit').then(() => {
    throw new Error('The load generator stopped.')
  })
  exited.catch(() => {}) // raced below, while an order runs; nothing to say otherwise
  const ask = async <Answer>(order: ChildOrder) => {
    const answered = once(child, 'message') as Promise<[Answer]>
    child.send(order)
    const [answer] = await Promise.race([answered, exited])
    return answer
  }
  return {
    run: (order: LoadOrder) => ask<LoadResult>(order),
    /** The export at `path`, read from the child as a browser would (gzip), not from the
     *  server's process: on PGlite a reader there waits for the server's next query. */
    exportFrom: (origin: string, headers: Record<string, string>, path: string) =>
      ask<ExportResult>({ origin, headers, exportOf: path }),
    stop() {
      process.off('exit', kill)
      child.kill()
    },
  }
}

/** Reads an export to its end: when its first byte came, how long it took, its size. */
async function readExport(url: string, headers: Record<string, string>): Promise<ExportResult> {
  const started = performance.now()
  const response = await fetch(url, { headers: { ...headers, 'Accept-Encoding': 'gzip' } })
  const reader = response.body!.getReader()
  let firstByteMs = 0
  let bytes = 0
  let lines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    firstByteMs ||= performance.now() - started
    bytes += value.length
    for (const byte of value) if (byte === 10) lines++
  }
  return { firstByteMs, seconds: (performance.now() - started) / 1000, bytes, lines }
}

/** The child's side: runs each order with autocannon and sends back its figures. */
function serveLoad() {
  type Shown = { item: { version: number; owner: unknown } }
  const shownOf = new Map<string, Shown['item']>()
  process.on('message', (order: ChildOrder) => {
    void (async () => {
      if ('exportOf' in order) {
        process.send!(await readExport(order.origin + agentsBase + order.exportOf, order.headers))
        return
      }
      const headers = { ...order.headers, 'content-type': 'application/json' }
      const { call } = order
      let request: autocannon.Request
      if ('path' in call) request = { method: 'GET', path: agentsBase + call.path }
      else {
        const itemPath = call.transitionOf
        if (!shownOf.has(itemPath)) {
          const answer = await fetch(order.origin + itemPath, { headers })
          shownOf.set(itemPath, ((await answer.json()) as Shown).item)
        }
        request = {
          setupRequest: (given) => {
            const shown = shownOf.get(itemPath)!
            return {
              ...given,
              method: 'POST',
              path: `${itemPath}/events`,
              body: JSON.stringify({
                event: shown.owner ? 'RELEASE' : 'TAKE',
                version: shown.version,
                requestId: crypto.randomUUID(),
              }),
            }
          },
          onResponse: (status, body) => {
            if (status === 200) shownOf.set(itemPath, (JSON.parse(body) as Shown).item)
          },
        }
      }
      const result = await autocannon({
        url: order.origin,
        connections: order.connections,
        duration: seconds,
        headers,
        requests: [request],
      })
      process.send!({
        median: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      } satisfies LoadResult)
    })()
  })
}

/** Run as a script, not imported (scripts/console-perf.ts takes its seed and server). */
const isEntry = resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)
if (process.env.BENCH_AGENTS_LOAD) serveLoad()
else if (isEntry) {
  if (only !== 'postgres') {
    const kept = flags.get('data')
    const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'nova-bench-agents-'))
    const database = await openDatabase({ dataDir, databaseUrl: undefined })
    try {
      await measure('PGlite', database)
    } finally {
      await database.close()
      if (!kept) rmSync(dataDir, { recursive: true, force: true })
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
        await measure(`PostgreSQL ${cluster.version}`, database, cluster.url)
      } finally {
        await database.close()
        cluster.stop()
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
  }
}
