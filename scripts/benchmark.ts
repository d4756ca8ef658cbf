// `npm run bench`: the server's throughput and latency for sign-in, subscription and campaign
// fetch, on PGlite and on a throwaway PostgreSQL, with its start time and memory. Each server
// runs in its own process on 127.0.0.1; the load comes from this one (autocannon), bounded by
// BENCH_SECONDS per endpoint (default 10) and a cap on the number of requests.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Client } from '../server/client.ts'
import { endpointPath } from '../server/api/context.ts'
import { demo } from '../server/demo/seed.ts'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 10
const maxRequests = 200_000

interface Started {
  process: ChildProcess
  url: string
  startMs: number
}

/** Starts `npm run serve`'s entry with `env`; resolves once it prints its address. */
function startServer(env: Record<string, string>): Promise<Started> {
  const began = performance.now()
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'true',
      // The load comes from one address: lift the per-IP limits for the run.
      RATE_LIMIT_LOGIN: '1000000000',
      RATE_LIMIT_ACCESS_CODE: '1000000000',
      RATE_LIMIT_FORMS: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const url = output.match(/running at (http:\/\/\S+?)\/? /)?.[1]
      if (url) resolve({ process: child, url, startMs: performance.now() - began })
    })
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)))
  })
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Resident memory of a process in MB: now (VmRSS) or its peak (VmHWM). */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1])
  return Math.round(kb / 1024)
}

interface Load {
  endpoint: string
  requestsPerSecond: number
  p99Ms: number
  requests: number
  failures: number
}

async function load(url: string): Promise<Load[]> {
  const client = await Client.connect(url)
  let subscriber = 0
  const runs: { endpoint: string; options: autocannon.Options }[] = [
    {
      endpoint: 'login',
      options: {
        url: url + endpointPath('login'),
        method: 'POST',
        headers: client.headers({ body: {} }),
        body: JSON.stringify({ username: demo.username, pwd: demo.password }),
      },
    },
    {
      endpoint: 'subscription',
      options: {
        url: url + endpointPath('subscribe'),
        method: 'POST',
        headers: client.headers({ body: {} }),
        // A new address each time: every request writes a row.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ email: `reader.${++subscriber}@bench.example` }),
            }),
          },
        ],
      },
    },
    {
      endpoint: 'campaign fetch',
      options: { url: url + endpointPath('campaign').replace(':hash', demo.campaignHash) },
    },
  ]
  const results: Load[] = []
  for (const { endpoint, options } of runs) {
    const result = await autocannon({
      ...options,
      connections,
      duration: seconds,
      maxOverallRequests: maxRequests,
    })
    results.push({
      endpoint,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.errors + result.timeouts + result.non2xx,
    })
  }
  return results
}

interface DatabaseRun {
  database: string
  freshStartMs: number
  restartMs: number
  idleRssMb: number
  peakRssMb: number
  loads: Load[]
}

async function benchmark(database: string, env: Record<string, string>): Promise<DatabaseRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-bench-'))
  try {
    const serverEnv = { DATA_DIR: dataDir, ...env }
    const fresh = await startServer(serverEnv)
    await stopServer(fresh.process)
    const server = await startServer(serverEnv)
    const pid = server.process.pid!
    const idleRssMb = memoryMb(pid, 'VmRSS')
    try {
      const loads = await load(server.url)
      return {
        database,
        freshStartMs: fresh.startMs,
        restartMs: server.startMs,
        idleRssMb,
        peakRssMb: memoryMb(pid, 'VmHWM'),
        loads,
      }
    } finally {
      await stopServer(server.process)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (!existsSync('dist/client/prerendered.json')) execSync('npm run build', { stdio: 'inherit' })

console.log(`Load: ${connections} connections, ${seconds} s per endpoint, from 127.0.0.1.`)
const runs: DatabaseRun[] = [await benchmark('PGlite', {})]
const postgres = await startThrowawayPostgres({ durable: true })
stopOnExit(postgres)
try {
  runs.push(await benchmark(`PostgreSQL ${postgres.version}`, { DATABASE_URL: postgres.url }))
} finally {
  postgres.stop()
}

const table = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')

console.log(
  `\n${table(
    ['database', 'endpoint', 'requests/s', 'p99 latency (ms)', 'requests', 'failed'],
    runs.flatMap((run) =>
      run.loads.map((result) => [
        run.database,
        result.endpoint,
        result.requestsPerSecond,
        result.p99Ms,
        result.requests,
        result.failures,
      ]),
    ),
  )}\n`,
)
console.log(
  table(
    [
      'database',
      'start, empty data (ms)',
      'start, existing data (ms)',
      'RSS idle (MB)',
      'RSS peak (MB)',
    ],
    runs.map((run) => [
      run.database,
      Math.round(run.freshStartMs),
      Math.round(run.restartMs),
      run.idleRssMb,
      run.peakRssMb,
    ]),
  ),
)
if (runs.some((run) => run.loads.some((result) => result.failures > 0))) {
  console.error('\nSome requests failed: the figures above are not trustworthy.')
  process.exit(1)
}
