// An upgrade as docs/operations.md tells it: two instances on one PostgreSQL behind nginx
// (deploy/nginx.conf), restarted one after the other (SIGTERM, wait for the exit, start again,
// wait until healthy) under a steady load of reads and writes through nginx. No client may
// see an error, and every write answered 2xx must be in the database afterwards.
import { beforeAll, describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { demo } from '../../server/demo/seed.ts'
import { pathOf } from '../server/harness.ts'
import { recordFigure } from './figures.ts'
import { failTimeoutMs, freePort, startNginx } from './support/nginx.ts'
import {
  emptyDatabase,
  sleep,
  startCluster,
  startServerProcess,
  withClient,
  type ServerProcess,
} from './postgres-servers.ts'

let cluster: Awaited<ReturnType<typeof startCluster>>
beforeAll(async () => {
  cluster = await startCluster()
})

/** Concurrent client loops, each a write, a read and a sign-in in turn. */
const loops = 4
/** Load continues this long after the second instance is healthy again. */
const tailMs = 1000
/** Every wait of the test is bounded by this. */
const restartLimitMs = 30_000

const operatorToken = 'rolling-restart-operator-token-0123456789abcdef'

describe('a rolling restart of two instances behind nginx', () => {
  it('fails no request and loses no acknowledged write', async () => {
    const databaseUrl = await emptyDatabase(cluster)
    const ports = [await freePort(), await freePort()]
    const env = (port: number) => ({
      PORT: String(port),
      OPERATOR_TOKEN: operatorToken,
      TRUST_PROXY: 'true',
      RATE_LIMIT_FORMS: '1000000',
      RATE_LIMIT_ACCESS_CODE: '1000000',
    })
    const instances: ServerProcess[] = []
    for (const port of ports) instances.push(await startServerProcess(databaseUrl, env(port)))
    const nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`))
    const client = await Client.connect(nginx.url)

    const acknowledged: string[] = []
    const failures: string[] = []
    let requests = 0
    let running = true
    const signIn = { username: demo.username, pwd: demo.password }
    const campaignPath = pathOf('campaign').replace(':hash', demo.campaignHash)
    const loop = async (id: number) => {
      // Bounded by count as well as by `running`.
      for (let n = 0; running && n < 100_000; n++) {
        const email = `load-${id}-${n}@example.com`
        requests++
        try {
          const write = await client.post(pathOf('subscribe'), { email })
          if (write.ok) acknowledged.push(email)
          else failures.push(`write ${write.status}: ${await write.text()}`)
          requests++
          const read = await client.get(campaignPath)
          if (!read.ok) failures.push(`read ${read.status}: ${await read.text()}`)
          else await read.arrayBuffer()
          // A sign-in hashes its password (tens of ms): one is nearly always in flight when
          // an instance gets SIGTERM, and a POST that is cut is never retried by nginx.
          requests++
          const login = await client.post(pathOf('login'), signIn)
          if (!login.ok) failures.push(`sign-in ${login.status}: ${await login.text()}`)
          else await login.arrayBuffer()
        } catch (error) {
          failures.push(`${email}: ${(error as Error).message}`)
        }
      }
    }
    const load = Promise.all(Array.from({ length: loops }, (_, id) => loop(id)))

    const started = Date.now()
    const stopToExit: number[] = []
    const drains: number[] = []
    try {
      await sleep(500)
      for (const [index, port] of ports.entries()) {
        const stopping = Date.now()
        await instances[index]!.stop()
        stopToExit.push(Date.now() - stopping)
        const stopped = /"event":"stopped","drainMs":(\d+)/.exec(instances[index]!.stdout())
        drains.push(stopped ? Number(stopped[1]) : -1)
        expect(instances[index]!.child.exitCode, instances[index]!.stderr()).toBe(0)
        instances[index] = await startServerProcess(databaseUrl, env(port))
        const deadline = Date.now() + restartLimitMs
        while ((await fetch(`${instances[index]!.url}/api/health`)).status !== 200) {
          if (Date.now() > deadline) throw new Error(`instance ${index} did not become healthy`)
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

    const stored = await withClient(databaseUrl, async (db) => {
      const { rows } = await db.query<{ email: string }>('select email from subscriptions')
      return new Set(rows.map((row) => row.email))
    })
    const lost = acknowledged.filter((email) => !stored.has(email))

    recordFigure({ name: 'rolling restart (2 instances, nginx): requests', value: requests })
    recordFigure({
      name: 'rolling restart: client-visible errors',
      value: failures.length,
      expected: 'must be 0',
    })
    recordFigure({ name: 'rolling restart: writes acknowledged', value: acknowledged.length })
    recordFigure({
      name: 'rolling restart: acknowledged writes lost',
      value: lost.length,
      expected: 'must be 0',
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
    expect(acknowledged.length).toBeGreaterThan(20)
    for (const ms of stopToExit) expect(ms).toBeLessThan(10_000)
  })
})
