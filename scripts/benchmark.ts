// `npm run bench`: the server against a bare one (scripts/bench/bare-server.ts: the same SQL on
// the same stack, without the product's checks), on PGlite and on a throwaway PostgreSQL. Each
// database gets three rounds; a round starts both servers, then loads each call on one and
// straight after on the other (which goes first alternates), so that both see the same machine
// within seconds (on PGlite each server opens a copy of its own of the data). Figures are
// medians of the rounds: requests a second and p99 latency of each call (10 connections, 10 s
// each, after 2 s of unmeasured warm-up on each server), spawn to first 200 on an existing data directory, and resident memory. Also the CPU
// time each request cost the server's process and, on PostgreSQL, the database's processes:
// the figure a loaded machine moves least, where requests a second swing with whatever else runs.
//
// Options: --quick (3 s a call), --rounds=N, --database=pglite|postgres (one only),
// --calls=campaign,code (some of the calls only, by a word of their names: subscription,
// campaign, code),
// --from-source[=DIR] (the product run with tsx from the TypeScript of this checkout, or of
// another one such as an older commit's, as it ran before it was built), --bundle=FILE (the
// product from a bundle already built, such as an older commit's dist/server/main.js copied
// aside, instead of this checkout's, built first),
// --cpu-prof=DIR (CPU profiles of both servers in their last round, in DIR/product and
// DIR/bare, and their top entries).
// Servers listen on 127.0.0.1:9150 and 9151 (BENCH_PORT moves them); all load comes from here.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { build } from 'esbuild'
import { randomBytes } from 'node:crypto'
import { median } from './lib/median.ts'
import { endpointPath } from '../server/api/context.ts'
import { mailboxDir } from '../server/mail/transport.ts'
import { demo } from '../server/demo/seed.ts'
import { buildServer } from './build-server.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'
import { topEntries } from './lib/cpu-profile.ts'
import { cpuMs, treeCpuMs } from './lib/process-cpu.ts'

const flags = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value = 'true'] = arg.replace(/^--/, '').split('=', 2)
    return [name!, value]
  }),
)
const seconds = Number(process.env.BENCH_SECONDS ?? (flags.has('quick') ? 3 : 10))
/** Load before each measured one, on each server (warm-up, not counted). */
const warmUpSeconds = flags.has('quick') ? 1 : 2
const rounds = Number(flags.get('rounds') ?? 3)
const connections = 10
const fromSource = flags.has('from-source')
const sourceDir =
  fromSource && flags.get('from-source') !== 'true' ? flags.get('from-source')! : '.'
const profileDir = flags.get('cpu-prof')
const bundle = flags.get('bundle') ?? 'dist/server/main.js'
const basePort = Number(process.env.BENCH_PORT ?? 9150)

type Kind = 'bare' | 'product'

interface Started {
  kind: Kind
  child: ChildProcess
  url: string
  /** Subscriptions the server has taken: the mails its outbox has to deliver. */
  subscribed: number
  /** Its local mailbox, and the messages in it when it started. */
  mailbox: string
  mailboxAtStart: number
  /** Spawn to the first 200 of a campaign fetch. */
  startMs: number
}

const campaignPath = endpointPath('campaign').replace(':hash', demo.campaignHash)

/** The bare server, bundled as the product is: it shares the product's way of opening PGlite. */
const bareBundle = 'dist/bench/bare-server.mjs'

function command(kind: Kind, profile: boolean): string[] {
  const prof =
    profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, kind)}`] : []
  if (kind === 'bare') return [...prof, bareBundle]
  return fromSource
    ? [...prof, '--import', 'tsx', join(sourceDir, 'server/main.ts')]
    : [...prof, bundle]
}

/** Where a server's standard output goes: the last run's of each kind, kept for a look. */
const logDir = mkdtempSync(join(tmpdir(), 'nova-bench-logs-'))
const logFile = (kind: Kind) => join(logDir, `${kind}.log`)

/** Starts a server and waits for its first 200, asking every 5 ms. */
async function start(kind: Kind, env: Record<string, string>, profile = false): Promise<Started> {
  const port = basePort + (kind === 'bare' ? 1 : 0)
  const url = `http://127.0.0.1:${port}`
  const began = performance.now()
  const child = spawn(process.execPath, command(kind, profile), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // As deployed (deploy/nova-club.service): the libraries' production builds (React's
      // server renderer renders each confirmation mail), the demo data asked for by name.
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      // The load comes from one address: the per-IP limits stay, counted, but far away.
      RATE_LIMIT_LOGIN: '1000000000',
      RATE_LIMIT_ACCESS_CODE: '1000000000',
      RATE_LIMIT_FORMS: '1000000000',
      ...env,
    },
    // Its log (a line per request, as in production) goes to a file, as a supervisor's
    // journal would take it: read through a pipe here, it cost the load generator's CPU.
    stdio: ['ignore', openSync(logFile(kind), 'w'), 'inherit'],
  })
  const output = () => readFileSync(logFile(kind), 'utf8').slice(-4000)
  const deadline = began + 120_000
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${kind} server exited:\n${output()}`)
    const ok = await fetch(url + campaignPath).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ok) {
      const mailbox = mailboxDir(env.DATA_DIR!)
      const startMs = performance.now() - began
      return {
        kind,
        child,
        url,
        subscribed: 0,
        mailbox,
        mailboxAtStart: delivered(mailbox),
        startMs,
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  child.kill('SIGKILL')
  throw new Error(`The ${kind} server did not answer within 120 s:\n${output()}`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Resident memory of a process in MB: now (VmRSS) or its peak (VmHWM). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024)
}

const allCalls = ['subscription', 'campaign', 'code validation'] as const
type Call = (typeof allCalls)[number]
const chosen = flags.get('calls')?.split(',')
const calls: readonly Call[] = chosen
  ? allCalls.filter((call) => chosen.some((word) => call.includes(word)))
  : allCalls

interface Load {
  /** Requests a second; for subscriptions, with their mail delivered (load()). */
  requestsPerSecond: number
  /** Answers a second while the load ran. */
  answeredPerSecond: number
  /** How long after the load its mail was all delivered (0 for calls that send none). */
  mailAfterMs: number
  p99Ms: number
  failures: number
  /** CPU time per request of the server process, and of PostgreSQL's (0 on PGlite), in µs. */
  serverCpuUs: number
  databaseCpuUs: number
}

interface Round {
  loads: Record<Call, Load>
  startMs: number
  idleRssMb: number
  peakRssMb: number
}

let subscriber = 0

/** What the site sends from a browser that holds a CSRF cookie (any token of its shape). */
const csrfToken = randomBytes(32).toString('base64url')
const headers = { Cookie: `XSRF-TOKEN=${csrfToken}`, 'X-XSRF-TOKEN': csrfToken }

/** Each call's requests; the bare server ignores the cookie. */
function requests(url: string): Record<Call, autocannon.Options> {
  return {
    subscription: {
      url: url + endpointPath('subscribe'),
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      // A new address each time: every request writes a row.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `reader.${process.pid}.${++subscriber}@bench.example` }),
          }),
        },
      ],
    },
    campaign: { url: url + campaignPath, headers },
    'code validation': {
      url: `${url}${endpointPath('validateCode')}?code=${encodeURIComponent(demo.accessCode)}`,
      headers,
    },
  }
}

/** The PostgreSQL server's process id, when the database is one. */
type DatabasePid = (() => number) | undefined

/**
 * Messages delivered to a server's local mailbox (server/mail/transport.ts, bare-mail.ts: both
 * write each message as a .eml file of their data directory's mailbox), counted here from the
 * folder. Not from the servers' metrics: read every 100 ms, the product's
 * (its outbox gauges, a grouped query over the whole outbox table) cost it 5 to 20 ms of
 * PGlite's one thread a time, a cost the bare server's one counter did not have.
 */
function delivered(mailbox: string): number {
  try {
    return readdirSync(mailbox).filter((name) => name.endsWith('.eml')).length
  } catch {
    return 0 // nothing delivered yet
  }
}

const mailsDone = (server: Started) => delivered(server.mailbox) - server.mailboxAtStart

/** How long an outbox may take to deliver what a call enqueued before the bench gives up. */
const outboxLimitMs = 180_000

/**
 * Each subscription enqueues a confirmation mail, on either server, which its worker delivers
 * afterwards (server/mail, scripts/bench/bare-mail.ts): thousands after a load. The bench
 * waits until every one is delivered, so that the next load does not pay for them, and says
 * how long that took, in ms.
 */
async function waitForOutbox(server: Started): Promise<number> {
  const began = performance.now()
  while (mailsDone(server) < server.subscribed) {
    if (performance.now() - began > outboxLimitMs) {
      throw new Error(
        `The ${server.kind} server's outbox did not deliver ${server.subscribed} mails in 180 s.`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return performance.now() - began
}

/**
 * Loads one call of a running server and reads what it cost. A subscription is counted with
 * its mail: its figure is the subscriptions answered over the time from the load's start to the
 * delivery of their last confirmation, and its CPU time runs until then too (the mail of the
 * warm-up is delivered before the measured load starts).
 */
async function load(server: Started, call: Call, databasePid: DatabasePid): Promise<Load> {
  const pid = server.child.pid!
  const databaseCpu = () => (databasePid ? treeCpuMs(databasePid()) : 0)
  const options = requests(server.url)[call]
  const mails = call === 'subscription'
  // Unmeasured first: the JIT's first tiers would count against the server with more code.
  const warmUp = await autocannon({ ...options, connections, duration: warmUpSeconds })
  if (mails) {
    server.subscribed += warmUp['2xx']
    await waitForOutbox(server)
  }
  const [serverBefore, databaseBefore] = [cpuMs(pid), databaseCpu()]
  const result = await autocannon({ ...options, connections, duration: seconds })
  let mailAfterMs = 0
  if (mails) {
    server.subscribed += result['2xx']
    mailAfterMs = await waitForOutbox(server)
    console.log(
      `  ${server.kind}: ${result['2xx']} confirmation mails delivered ` +
        `${(mailAfterMs / 1000).toFixed(1)} s after the load`,
    )
  }
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, result.requests.total))
  return {
    requestsPerSecond: mails
      ? result['2xx'] / (result.duration + mailAfterMs / 1000)
      : result.requests.average,
    answeredPerSecond: result.requests.average,
    mailAfterMs,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpuUs: perRequest(cpuMs(pid) - serverBefore),
    databaseCpuUs: perRequest(databaseCpu() - databaseBefore),
  }
}

interface Result {
  database: string
  bare: Round[]
  product: Round[]
}

/**
 * One round: both servers started (one after the other, each timed), then each call loaded on
 * one and at once on the other, so that the two figures of a call are seconds apart, not a
 * minute; odd rounds begin with the bare server, even ones with the product.
 */
async function round(
  order: readonly Kind[],
  envs: Record<Kind, Record<string, string>>,
  profile: boolean,
  databasePid: DatabasePid,
): Promise<Record<Kind, Round>> {
  const servers = {} as Record<Kind, Started>
  try {
    for (const kind of order) servers[kind] = await start(kind, envs[kind], profile)
    const idleRssMb = (kind: Kind) => memoryMb(servers[kind].child.pid!, 'VmRSS')
    const rounds = Object.fromEntries(
      order.map((kind) => [
        kind,
        { loads: {}, startMs: servers[kind].startMs, idleRssMb: idleRssMb(kind), peakRssMb: 0 },
      ]),
    ) as Record<Kind, Round>
    for (const call of calls) {
      for (const kind of order)
        rounds[kind].loads[call] = await load(servers[kind], call, databasePid)
    }
    for (const kind of order) rounds[kind].peakRssMb = memoryMb(servers[kind].child.pid!, 'VmHWM')
    return rounds
  } finally {
    await Promise.all(Object.values(servers).map((server) => stop(server.child)))
  }
}

/** A new database `name` beside the one of `url`, copied from it; its URL. */
async function copyDatabase(url: string, name: string): Promise<string> {
  const source = new URL(url)
  const admin = new URL(url)
  // Not from a session on the source itself: PostgreSQL copies a database nobody is using.
  admin.pathname = '/template1'
  const client = new pg.Client({ connectionString: admin.href })
  await client.connect()
  try {
    await client.query(`create database ${name} template ${source.pathname.slice(1)}`)
  } finally {
    await client.end()
  }
  const copy = new URL(url)
  copy.pathname = `/${name}`
  return copy.href
}

async function benchmark(
  database: string,
  env: Record<string, string>,
  databasePid?: DatabasePid,
): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-'))
  const bareDataDir = mkdtempSync(join(tmpdir(), 'nova-bench-bare-'))
  try {
    const envs: Record<Kind, Record<string, string>> = {
      product: { DATA_DIR: dataDir, ...env },
      bare: { DATA_DIR: bareDataDir, ...env },
    }
    // The first start makes the database and its demo data; every measured start finds them.
    // The bare server, running beside the product, opens a copy of its own: on PGlite of the
    // directory, on PostgreSQL a database made from the product's (sharing one, each server's
    // mail worker would deliver the other's confirmations).
    await stop((await start('product', envs.product)).child)
    cpSync(dataDir, bareDataDir, { recursive: true })
    if (env.DATABASE_URL) envs.bare.DATABASE_URL = await copyDatabase(env.DATABASE_URL, 'nova_bare')
    const result: Result = { database, bare: [], product: [] }
    for (let number = 1; number <= rounds; number++) {
      const order = number % 2 ? (['bare', 'product'] as const) : (['product', 'bare'] as const)
      const measured = await round(order, envs, number === rounds, databasePid)
      for (const kind of order) {
        result[kind].push(measured[kind])
        const rates = calls.map((call) => Math.round(measured[kind].loads[call].requestsPerSecond))
        const cpu = calls.map((call) => cpuCell(measured[kind].loads[call]))
        console.log(
          `${database}, round ${number}, ${kind}: ${rates.join(' / ')} req/s, ` +
            `CPU per request ${cpu.join(' / ')} µs`,
        )
      }
    }
    return result
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(bareDataDir, { recursive: true, force: true })
  }
}

/** Server µs, and PostgreSQL's after a plus when it has any. */
function cpuCell(load: Pick<Load, 'serverCpuUs' | 'databaseCpuUs'>): string {
  return load.databaseCpuUs
    ? `${load.serverCpuUs} + ${load.databaseCpuUs}`
    : String(load.serverCpuUs)
}

function table(result: Result): string {
  const figure = (kind: Kind, pick: (round: Round) => number) => median(result[kind].map(pick))
  const rows: string[][] = []
  for (const call of calls) {
    const rate = (kind: Kind) => figure(kind, (round) => round.loads[call].requestsPerSecond)
    const p99 = (kind: Kind) => figure(kind, (round) => round.loads[call].p99Ms)
    const cell = (kind: Kind) => `${Math.round(rate(kind))} (${p99(kind)} ms)`
    const name = call === 'subscription' ? 'POST subscription with its mail' : `GET ${call}`
    rows.push([
      `${name}, req/s (p99)`,
      cell('product'),
      cell('bare'),
      (rate('product') / rate('bare')).toFixed(2),
    ])
  }
  if (calls.includes('subscription')) {
    const answered = (kind: Kind) =>
      figure(kind, (round) => round.loads.subscription.answeredPerSecond)
    const mailAfter = (kind: Kind) =>
      figure(kind, (round) => round.loads.subscription.mailAfterMs) / 1000
    rows.push(
      [
        'subscription, answered a second during the load',
        String(Math.round(answered('product'))),
        String(Math.round(answered('bare'))),
        (answered('product') / answered('bare')).toFixed(2),
      ],
      [
        `subscription, its last mail delivered after the ${seconds} s load (s)`,
        mailAfter('product').toFixed(1),
        mailAfter('bare').toFixed(1),
        '',
      ],
    )
  }
  for (const call of calls) {
    const cpu = (kind: Kind) => ({
      serverCpuUs: figure(kind, (round) => round.loads[call].serverCpuUs),
      databaseCpuUs: figure(kind, (round) => round.loads[call].databaseCpuUs),
    })
    const total = (kind: Kind) => cpu(kind).serverCpuUs + cpu(kind).databaseCpuUs
    rows.push([
      `${call}, CPU µs per request (server${result.database === 'PGlite' ? '' : ' + database'})`,
      cpuCell(cpu('product')),
      cpuCell(cpu('bare')),
      (total('product') / total('bare')).toFixed(2),
    ])
  }
  const start = (kind: Kind) => figure(kind, (round) => round.startMs)
  rows.push([
    'start on an existing data dir, spawn to first 200 (ms)',
    String(Math.round(start('product'))),
    String(Math.round(start('bare'))),
    `${(start('product') / start('bare')).toFixed(2)} (+${Math.round(start('product') - start('bare'))} ms)`,
  ])
  for (const [label, pick] of [
    ['RSS after start (MB)', (round: Round) => round.idleRssMb],
    ['RSS peak under load (MB)', (round: Round) => round.peakRssMb],
  ] as const) {
    const product = figure('product', pick)
    const bare = figure('bare', pick)
    rows.push([label, String(product), String(bare), (product / bare).toFixed(2)])
  }
  const header = [result.database, 'product', 'bare', 'ratio']
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n')
}

if (!existsSync(process.env.CLIENT_DIR ?? 'dist/client/prerendered.json')) {
  execSync('npm run build', { stdio: 'inherit' })
}
if (!fromSource && !flags.has('bundle')) await buildServer()
await build({
  entryPoints: ['scripts/bench/bare-server.ts'],
  outfile: bareBundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})

const only = flags.get('database')
console.log(
  `${rounds} alternating rounds, ${connections} connections, ${seconds} s a call, ` +
    `product ${fromSource ? 'from source (tsx)' : `built (node ${bundle})`}.`,
)
const results: Result[] = []
if (only !== 'postgres') results.push(await benchmark('PGlite', { DATABASE_URL: '' }))
if (only !== 'pglite') {
  const postgres = await startThrowawayPostgres({ durable: true })
  stopOnExit(postgres)
  try {
    results.push(
      await benchmark(`PostgreSQL ${postgres.version}`, { DATABASE_URL: postgres.url }, () =>
        postgres.pid(),
      ),
    )
  } finally {
    postgres.stop()
  }
}

for (const result of results) console.log(`\n${table(result)}`)
console.log(`\nThe servers' output of their last runs: ${logDir}`)
if (profileDir) {
  for (const kind of ['product', 'bare']) {
    const dir = join(profileDir, kind)
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
      console.log(`\nCPU profile ${join(dir, file)}, self time:\n`)
      console.log(topEntries(join(dir, file), 25))
    }
  }
}
const failed = results.some((result) =>
  [...result.bare, ...result.product].some((round) =>
    calls.some((call) => round.loads[call].failures > 0),
  ),
)
if (failed) {
  console.error('\nSome requests failed: the figures above are not trustworthy.')
  process.exit(1)
}
