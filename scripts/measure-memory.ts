// The server's memory, for the guidance in docs/operations.md (a one-off measurement, not part
// of npm test): the built server (`node dist/server/main.js`, built here into a temporary
// directory) started on a fresh data directory (PGlite creates and migrates its database, the
// demo data is seeded) and again on that directory, its resident memory at rest, then under load (concurrent clients
// subscribing, reading a campaign and pages) and at rest again; then the same on a throwaway
// PostgreSQL. Read from /proc: VmRSS now, VmHWM the peak since the start.
// Run: npx tsx scripts/measure-memory.ts [seconds of load] [clients]
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildServer, builtServerDir } from './build-server.ts'
import { Client } from './lib/client.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'
import { endpointPath } from '../server/api/context.ts'
import { makeSiteFixture } from '../tests/server/siteFixture.ts'

const loadSeconds = Number(process.argv[2] ?? 30)
const clients = Number(process.argv[3] ?? 20)
const scratch = mkdtempSync(join(tmpdir(), 'nova-measure-memory-'))
const build = builtServerDir()
const site = makeSiteFixture()
process.once('exit', () => {
  for (const dir of [scratch, build, site]) rmSync(dir, { recursive: true, force: true })
})
await buildServer(build)

const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) =>
    Math.round(Number(/(\d+) kB/.exec(status.split(`${name}:`)[1]!)![1]) / 1024)
  return { rss: field('VmRSS'), peak: field('VmHWM') }
}

async function started(child: ChildProcess): Promise<string> {
  let output = ''
  for (let waited = 0; waited < 600; waited++) {
    output += child.stdout!.read()?.toString() ?? ''
    const url = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1]
    if (url) return url
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`)
    await sleep(200)
  }
  throw new Error('the server did not start within 2 minutes')
}

async function load(url: string): Promise<number> {
  const until = Date.now() + loadSeconds * 1000
  let requests = 0
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const session = await Client.connect(url)
      for (let n = 0; Date.now() < until; n++) {
        await session.post(endpointPath('subscribe'), { email: `load-${client}-${n}@example.com` })
        await (await session.get(endpointPath('campaign').replace(':hash', 'demo'))).arrayBuffer()
        await (await session.get('/')).arrayBuffer()
        requests += 3
      }
    }),
  )
  return requests
}

async function measure(label: string, engine: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(build, 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIR: site,
      DATA_DIR: join(scratch, engine),
      RATE_LIMIT_FORMS: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const url = await started(child)
    const atStart = memory(child.pid!)
    await sleep(10_000)
    const atRest = memory(child.pid!)
    const requests = await load(url)
    const underLoad = memory(child.pid!)
    await sleep(10_000)
    const after = memory(child.pid!)
    console.log(
      `${label}: start peak ${atStart.peak} MB (rss ${atStart.rss}); at rest ${atRest.rss} MB; ` +
        `under load (${clients} clients, ${requests} requests in ${loadSeconds} s) rss ${underLoad.rss} MB, ` +
        `peak so far ${underLoad.peak} MB; at rest after ${after.rss} MB`,
    )
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

await measure('PGlite, fresh data directory', 'PGlite', {})
// The usual start: the database exists.
await measure('PGlite, restarted', 'PGlite', {})
const cluster = await startThrowawayPostgres({ durable: true })
stopOnExit(cluster)
await measure('PostgreSQL', 'PostgreSQL', { DATABASE_URL: cluster.url })
cluster.stop()
