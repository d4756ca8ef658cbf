// An upgrade as docs/operations.md tells it: two instances on one PostgreSQL behind nginx
// (deploy/nginx.conf), restarted one after the other (SIGTERM, wait for the exit, start again,
// wait until ready) under a steady, mixed load through nginx: the site's reads, writes and
// member sign-ins, subscriptions whose confirmation mail is sent, and the console (a staff
// sign-in, then inbox reads). No client may see an error, every write answered 2xx must be in
// the database afterwards, and every acknowledged subscription's mail in the outbox (sent or
// pending). PGlite is one process: it has no rolling restart (its stop is drain.test.ts).
import { describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { readyPath } from '../../server/api/health.ts'
import { defaultDrainGraceMs } from '../../server/config.ts'
import { demo } from '../../server/demo/seed.ts'
import * as contract from '../../src/agents/contract.ts'
import { endpointPath as pathOf } from '../../server/api/context.ts'
import { recordFigure } from './figures.ts'
import { failTimeoutMs, freePort, startNginx } from './support/nginx.ts'
import {
  emptyDatabase,
  sleep,
  sharedCluster,
  startServerProcess,
  withClient,
  type ServerProcess,
} from './postgres-servers.ts'

const cluster = sharedCluster()

/** Concurrent visitor loops, each a subscription (with its mail), a registration, a read and a
 *  member sign-in in turn; and console loops, each a staff sign-in and inbox reads. */
const visitorLoops = 3
const consoleLoops = 1
/** Inbox pages a console loop reads after each sign-in. */
const inboxReads = 3
/** How long the mail of acknowledged subscriptions may take to be sent after the load. */
const mailLimitMs = 15_000
/** Load continues this long after the second instance is healthy again. */
const tailMs = 1000
/** Every wait of the test is bounded by this. */
const restartLimitMs = 30_000

const operatorToken = 'rolling-restart-operator-token-0123456789abcdef'

describe('a rolling restart of two instances behind nginx', () => {
  it('fails no request and loses no acknowledged write or mail', async () => {
    const databaseUrl = await emptyDatabase(cluster)
    const ports = [await freePort(), await freePort()]
    const env = (port: number) => ({
      PORT: String(port),
      OPERATOR_TOKEN: operatorToken,
      TRUST_PROXY: 'true',
      RATE_LIMIT_FORMS: '1000000',
      RATE_LIMIT_ACCESS_CODE: '1000000',
      // As in production: unready first, serving on while the port still takes connections.
      DRAIN_GRACE_MS: String(defaultDrainGraceMs),
    })
    const instances: ServerProcess[] = []
    for (const port of ports) instances.push(await startServerProcess(databaseUrl, env(port)))
    const nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`))
    const client = await Client.connect(nginx.url)
    // What the proxy keeps off the internet, through the real nginx.
    const blocked = await Promise.all(
      ['/api/metrics', '/api/operator/records/subscriptions'].map(
        async (path) => (await fetch(`${nginx.url}${path}`)).status,
      ),
    )
    expect(blocked).toEqual([404, 404])
    expect((await fetch(`${nginx.url}${readyPath}`)).status).toBe(200)

    const subscribed: string[] = []
    const registered: string[] = []
    const failures: string[] = []
    let requests = 0
    let running = true
    /** Sends one request; a non-2xx answer or a broken connection is a client-visible error. */
    const send = async (what: string, request: () => Promise<Response>) => {
      requests++
      try {
        const response = await request()
        if (!response.ok) {
          failures.push(`${what} ${response.status}: ${await response.text()}`)
          return undefined
        }
        return response
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`)
        return undefined
      }
    }
    const signIn = { username: demo.username, pwd: demo.password }
    const campaignPath = pathOf('campaign').replace(':hash', demo.campaignHash)
    const visitor = async (id: number) => {
      // Bounded by count as well as by `running`.
      for (let n = 0; running && n < 100_000; n++) {
        const email = `load-${id}-${n}@example.com`
        if (await send('subscription', () => client.post(pathOf('subscribe'), { email }))) {
          subscribed.push(email)
        }
        const registration = { fullName: `Load ${id}-${n}`, email, role: 'Engineer' }
        if (await send('registration', () => client.post(pathOf('registerMember'), registration))) {
          registered.push(email)
        }
        await (await send('read', () => client.get(campaignPath)))?.arrayBuffer()
        // A sign-in hashes its password (tens of ms): one is nearly always in flight when
        // an instance gets SIGTERM, and a POST that is cut is never retried by nginx.
        await (await send('sign-in', () => client.post(pathOf('login'), signIn)))?.arrayBuffer()
      }
    }
    const staff = async () => {
      const credentials = { username: demo.admin.username, password: demo.admin.password }
      for (let n = 0; running && n < 100_000; n++) {
        const session = await send('console sign-in', () =>
          client.post(`${contract.agentsBase}/session`, credentials),
        )
        if (!session) continue
        const { token } = contract.signInResponse.parse(await session.json())
        for (let page = 0; page < inboxReads; page++) {
          const inbox = await send('inbox', () =>
            client.get(`${contract.agentsBase}/items?limit=20`, { token }),
          )
          if (inbox) contract.inboxPage.parse(await inbox.json())
        }
      }
    }
    const load = Promise.all([
      ...Array.from({ length: visitorLoops }, (_, id) => visitor(id)),
      ...Array.from({ length: consoleLoops }, () => staff()),
    ])

    const started = Date.now()
    const stopToExit: number[] = []
    const drains: number[] = []
    /** Connections each instance's stopped line says it cut or reset. */
    const reportedCuts: number[] = []
    try {
      await sleep(500)
      for (const [index, port] of ports.entries()) {
        const stopping = Date.now()
        await instances[index]!.stop()
        stopToExit.push(Date.now() - stopping)
        const stopped = /"event":"stopped","drainMs":(\d+),"cut":(-?\d+),"reset":(-?\d+)/.exec(
          instances[index]!.stdout(),
        )
        drains.push(stopped ? Number(stopped[1]) : -1)
        reportedCuts.push(stopped ? Number(stopped[2]) + Math.max(0, Number(stopped[3])) : -1)
        expect(instances[index]!.child.exitCode, instances[index]!.stderr()).toBe(0)
        instances[index] = await startServerProcess(databaseUrl, env(port))
        const deadline = Date.now() + restartLimitMs
        while ((await fetch(`${instances[index]!.url}${readyPath}`)).status !== 200) {
          if (Date.now() > deadline) throw new Error(`instance ${index} did not become ready`)
          await sleep(50)
        }
        // As docs/operations.md says: nginx tries a server it left out only after fail_timeout.
        if (index === 0) await sleep(failTimeoutMs() + 500)
      }
      await sleep(tailMs)
    } finally {
      running = false
      await load
    }
    const seconds = (Date.now() - started) / 1000

    // The mail of every acknowledged subscription must be in the outbox: sent, or pending for
    // the next delivery; the instances running now send what is pending (bounded wait).
    const mailDeadline = Date.now() + mailLimitMs
    const read = () =>
      withClient(databaseUrl, async (db) => {
        const column = async (sql: string) =>
          new Set((await db.query<{ email: string }>(sql)).rows.map((row) => row.email))
        return {
          subscriptions: await column('select email from subscriptions'),
          registrations: await column('select email from member_registrations'),
          mailed: await column(
            `select "to" as email from outbox where status in ('sent', 'pending')`,
          ),
          sent: await column(`select "to" as email from outbox where status = 'sent'`),
        }
      })
    let stored = await read()
    while (subscribed.some((email) => !stored.sent.has(email)) && Date.now() < mailDeadline) {
      await sleep(250)
      stored = await read()
    }
    const lost = [
      ...subscribed.filter((email) => !stored.subscriptions.has(email)),
      ...registered.filter((email) => !stored.registrations.has(email)),
    ]
    const mailsLost = subscribed.filter((email) => !stored.mailed.has(email))
    const mailsSent = subscribed.filter((email) => stored.sent.has(email)).length

    recordFigure({ name: 'rolling restart (2 instances, nginx): requests', value: requests })
    recordFigure({
      name: 'rolling restart: client-visible errors',
      value: failures.length,
      expected: 'must be 0',
    })
    recordFigure({
      name: 'rolling restart: writes acknowledged (subscriptions, registrations)',
      value: subscribed.length + registered.length,
    })
    recordFigure({
      name: 'rolling restart: acknowledged writes lost',
      value: lost.length,
      expected: 'must be 0',
    })
    recordFigure({ name: 'rolling restart: mails acknowledged', value: subscribed.length })
    recordFigure({
      name: 'rolling restart: acknowledged mails lost (not sent or pending)',
      value: mailsLost.length,
      expected: 'must be 0',
    })
    recordFigure({ name: 'rolling restart: of them sent by the end', value: mailsSent })
    recordFigure({
      name: 'rolling restart: connections cut or reset (stopped lines), each instance',
      value: reportedCuts.join(', '),
      expected: '0, 0',
    })
    recordFigure({
      name: 'rolling restart: ms from SIGTERM to exit (drain + close), each instance',
      value: stopToExit.join(', '),
      expected: '< 10000 (the drain limit)',
    })
    recordFigure({
      name: 'rolling restart: drain ms (its log line), each instance',
      value: drains.join(', '),
    })
    recordFigure({ name: 'rolling restart: seconds under load', value: Math.round(seconds) })

    expect(failures.slice(0, 3), nginx.errorLog().slice(-2000)).toEqual([])
    expect(lost).toEqual([])
    expect(mailsLost).toEqual([])
    expect(reportedCuts).toEqual([0, 0])
    expect(subscribed.length).toBeGreaterThan(10)
    for (const ms of stopToExit) expect(ms).toBeLessThan(10_000)
  })
})
