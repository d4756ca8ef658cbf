// What the PostgreSQL fault tests share: a throwaway cluster, empty databases on it, and
// server processes (built, run with plain node) started on them the way an operator starts
// them, each stopped after the test file. All on 127.0.0.1; every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../scripts/lib/throwaway-postgres.ts'
import { letConnectionsGo } from '../support/connections.ts'
import { serverEntry, siteFixture } from './support/processes.ts'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups.length = 0
})

/** The cluster the suite's global setup started (build-server.ts), shared by the files that
 *  only make empty databases on it: each file still works on databases of its own. */
export const sharedCluster = (): Pick<ThrowawayPostgres, 'url'> => ({ url: inject('faultCluster') })

/** A cluster of the file's own, stopped after it: for a file that stops, restarts or tunes it. */
export async function startCluster(options: { durable?: boolean } = {}) {
  const cluster = await startThrowawayPostgres(options)
  cleanups.push(() => cluster.stop())
  return cluster
}

/** Runs `work` on a connection of its own to `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {}) // The tests kill connections on purpose.
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

let databases = 0
/** A new, empty database on `cluster`: its URL. */
export async function emptyDatabase(cluster: Pick<ThrowawayPostgres, 'url'>): Promise<string> {
  const name = `nova_fault_${process.pid}_${++databases}`
  await withClient(cluster.url, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(cluster.url)
  url.pathname = `/${name}`
  return url.toString()
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything it wrote to stdout so far (its log lines). */
  stdout(): string
  /** Everything it wrote to stderr so far. */
  stderr(): string
  alive(): boolean
  stop(): Promise<void>
}

const startTimeoutMs = 60_000
export const sharedSecret = 'fault-suite-shared-jwt-secret-0123456789'

/**
 * Starts a server process on `databaseUrl` (a free port, a data directory of its own, the
 * shared JWT secret) and resolves once it prints its address; rejects with its output when
 * it exits first or takes longer than a minute.
 */
export function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-fault-'))
  const child = spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      CLIENT_DIR: siteFixture(),
      NODE_ENV: 'test',
      DEMO_DATA: 'true',
      JWT_SECRET: sharedSecret,
      // No balancer checks readiness here: a stop serves on unready only where a test says so
      // (drain.test.ts, rolling-restart.test.ts run the default grace).
      DRAIN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  let exited = false
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  const stop = async () => {
    if (!exited) {
      letConnectionsGo()
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exit
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  cleanups.push(stop)

  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearInterval(poll)
      clearTimeout(timer)
      reject(new Error(`${why}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`))
    }
    const timer = setTimeout(
      () => fail('The server did not start within a minute.'),
      startTimeoutMs,
    )
    const poll = setInterval(() => {
      const url = /is running at (http:\/\/\S+?)\/ /.exec(stdout)?.[1]
      if (url) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve({
          url,
          child,
          stdout: () => stdout,
          stderr: () => stderr,
          alive: () => !exited,
          stop,
        })
      } else if (exited) {
        fail(`The server exited with ${child.exitCode}.`)
      }
    }, 50)
  })
}

/** Milliseconds since `start`, in seconds with one decimal, for the figures. */
export const secondsSince = (start: number) => Math.round((Date.now() - start) / 100) / 10

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
