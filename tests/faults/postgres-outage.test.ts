// PostgreSQL going away under a running server: its connections killed (pg_terminate_backend,
// as a failover or an operator does) and the whole cluster stopped and started again under a
// write load. The server must keep running, answer 503 (health included) while the database
// is away, lose no write it acknowledged, and answer normally once PostgreSQL is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { campaignInPageId } from '../../src/lib/campaignInPage.ts'
import { endpointPath as pathOf } from '../../server/api/context.ts'
import { recordFigure } from './figures.ts'
import {
  emptyDatabase,
  secondsSince,
  sleep,
  startCluster,
  startServerProcess,
  withClient,
  type ServerProcess,
} from './postgres-servers.ts'

let cluster: Awaited<ReturnType<typeof startCluster>>
let databaseUrl: string
let server: ServerProcess
let client: Client

beforeAll(async () => {
  // Durable (fsync, synchronous commits): an acknowledged write must survive an immediate stop.
  cluster = await startCluster({ durable: true })
  databaseUrl = await emptyDatabase(cluster)
  server = await startServerProcess(databaseUrl, { RATE_LIMIT_FORMS: '100000' })
  client = await Client.connect(server.url)
})
afterAll(() => server?.stop())

let emails = 0
const subscribe = (prefix: string) =>
  client.post(pathOf('subscribe'), { email: `${prefix}-${++emails}@example.com` })
const health = async () => (await fetch(`${server.url}/api/health`)).status
/** What the server wrote (its JSON log lines on stdout, anything on stderr) from these offsets. */
const logLines = (from: { stdout: number; stderr: number }) =>
  [server.stdout().slice(from.stdout), server.stderr().slice(from.stderr)]
    .join('\n')
    .split('\n')
    .filter((line) => line.trim())
const logOffsets = () => ({ stdout: server.stdout().length, stderr: server.stderr().length })

describe('PostgreSQL connections killed (pg_terminate_backend)', () => {
  it('are logged in a line each at most, and the server keeps answering', async () => {
    // Fill the pool with idle connections, then kill them all, some while in use.
    for (const response of await Promise.all(Array.from({ length: 20 }, () => subscribe('warm')))) {
      expect(response.status).toBe(200)
    }
    const logFrom = logOffsets()
    const inFlight = Promise.all(Array.from({ length: 30 }, () => subscribe('during')))
    const killed = await withClient(databaseUrl, async (admin) => {
      const { rows } = await admin.query<{ killed: string }>(
        `select count(pg_terminate_backend(pid)) as killed from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      )
      return Number(rows[0]!.killed)
    })
    expect(killed).toBeGreaterThan(0)
    const during = (await inFlight).map((response) => response.status)
    // A request whose connection died answers 503; none fails otherwise.
    expect(during.filter((status) => status !== 200 && status !== 503)).toEqual([])

    await sleep(500)
    expect(server.alive()).toBe(true)
    const after = await Promise.all(Array.from({ length: 20 }, () => subscribe('after')))
    expect(after.map((response) => response.status)).toEqual(Array(20).fill(200))
    expect(await health()).toBe(200)

    const output = logLines(logFrom)
    // The loss itself, apart from the request lines of the answers it caused (503s).
    const lines = output.filter((line) => /database unavailable/i.test(line))
    expect(lines.length).toBeGreaterThan(0)
    expect(output.filter((line) => /^\s+at /.test(line))).toEqual([]) // no stack traces
    expect(lines.length).toBeLessThanOrEqual(killed)
    recordFigure({ name: 'pg_terminate_backend: connections killed', value: killed })
    recordFigure({
      name: 'pg_terminate_backend: requests in flight answered 503',
      value: during.filter((status) => status === 503).length,
      expected: 'of 30, the rest 200',
    })
    recordFigure({ name: 'pg_terminate_backend: log lines', value: lines.length })
    recordFigure({
      name: 'pg_terminate_backend: server still running',
      value: 'yes',
      expected: 'yes',
    })
  })
})

describe('PostgreSQL stopped and started under a write load', () => {
  it('answers 503 meanwhile, loses no acknowledged write and answers again once it is back', async () => {
    const acknowledged: string[] = []
    const statuses = new Map<number | string, number>()
    let loading = true
    const deadline = Date.now() + 60_000
    const worker = async (id: number) => {
      for (let sent = 0; loading && sent < 3000 && Date.now() < deadline; sent++) {
        const email = `load-${id}-${sent}@example.com`
        let status: number | string
        try {
          status = (await client.post(pathOf('subscribe'), { email })).status
        } catch (error) {
          status = (error as Error).message // the connection refused or reset: a crash
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (status === 200) acknowledged.push(email)
        else await sleep(20)
      }
    }
    const load = Promise.all([0, 1, 2, 3].map(worker))

    await sleep(1000)
    cluster.halt('immediate')
    await sleep(300)
    const healthDuring = await health()
    const writeDuring = (await subscribe('outage')).status
    // An interview link's page is still sent, without the campaign it would carry.
    const pageAsked = Date.now()
    const interviewPage = await fetch(`${server.url}/interview/demo`)
    const pageSeconds = secondsSince(pageAsked)
    const interviewPageHtml = await interviewPage.text()
    await sleep(1500)
    expect(server.alive()).toBe(true)

    cluster.restart()
    const back = Date.now()
    let healthAfter = 0
    for (let attempt = 0; attempt < 300 && healthAfter !== 200; attempt++) {
      healthAfter = await health()
      if (healthAfter !== 200) await sleep(100)
    }
    const secondsToAnswer = secondsSince(back)
    await sleep(1000)
    loading = false
    await load

    const stored = await withClient(databaseUrl, async (admin) => {
      const { rows } = await admin.query<{ email: string }>(
        'select email from subscriptions where email = any($1)',
        [acknowledged],
      )
      return new Set(rows.map((row) => row.email))
    })
    const lost = acknowledged.filter((email) => !stored.has(email)).length
    const others = [...statuses].filter(([status]) => status !== 200 && status !== 503)

    recordFigure({
      name: 'PostgreSQL stopped under load: writes acknowledged',
      value: acknowledged.length,
    })
    recordFigure({
      name: 'PostgreSQL stopped under load: acknowledged writes lost',
      value: lost,
      expected: 'must be 0',
    })
    recordFigure({
      name: 'PostgreSQL stopped under load: writes answered 503',
      value: statuses.get(503) ?? 0,
    })
    recordFigure({
      name: 'PostgreSQL stopped under load: other answers (500, resets)',
      value: others.reduce((sum, [, count]) => sum + count, 0),
      expected: 'must be 0',
    })
    recordFigure({
      name: 'PostgreSQL stopped: /api/health meanwhile',
      value: healthDuring,
      expected: '503',
    })
    recordFigure({
      name: 'PostgreSQL back: seconds until /api/health answers 200',
      value: secondsToAnswer,
    })

    recordFigure({
      name: "PostgreSQL stopped: seconds to send an interview link's page",
      value: pageSeconds,
      expected: 'at most 1.5',
    })

    expect(healthDuring).toBe(503)
    expect(writeDuring).toBe(503)
    expect(interviewPage.status).toBe(200)
    expect(interviewPageHtml).toContain('<h1>Interview</h1>')
    expect(interviewPageHtml).not.toContain(campaignInPageId)
    expect(pageSeconds).toBeLessThanOrEqual(1.5)
    expect(healthAfter).toBe(200)
    expect(server.alive()).toBe(true)
    expect(lost).toBe(0)
    expect(others).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(0)
    expect(statuses.get(503)).toBeGreaterThan(0)
    expect((await subscribe('recovered')).status).toBe(200)
    expect(await (await fetch(`${server.url}/interview/demo`)).text()).toContain(campaignInPageId)
  })
})
