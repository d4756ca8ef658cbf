// A throwaway PostgreSQL cluster for the server's tests and benchmark: initdb in a temporary
// directory, a server on a free port of 127.0.0.1, and `stop()` that removes it all.
// initdb refuses to run as root, so as root the cluster belongs to the postgres user.
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string
  version: string
  /** The postmaster's process id while the server runs (its backends are its children). */
  pid(): number
  /** Stops the server but keeps the cluster (`immediate`: as if it crashed), for fault tests. */
  halt(mode?: 'fast' | 'immediate'): void
  /** Starts the halted server again on the same port; returns once it accepts connections. */
  restart(): void
  stop(): void
}

function binDir(): { bin: string; version: string } {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): ' +
        'apt-get install postgresql (the first step of npm test does it).',
    )
  }
  return { bin: join(root, versions[0], 'bin'), version: versions[0] }
}

/** A port of 127.0.0.1 free at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Starts the cluster. `durable: false` (for tests) turns off fsync, which only matters when
 * the machine crashes; the benchmark keeps PostgreSQL's defaults.
 */
export async function startThrowawayPostgres({ durable = false } = {}): Promise<ThrowawayPostgres> {
  const { bin, version } = binDir()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'nova-postgres-'))
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args]
    execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'] })
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(dir, uid, gid)
  }

  const data = join(dir, 'data')
  let started = false
  const stop = () => {
    if (started) {
      started = false
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        // Already stopped: removing the directory is all that is left.
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
    const port = await freePort()
    const settings = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-k ${dir}`]
    if (!durable) settings.push('-c fsync=off', '-c synchronous_commit=off')
    const start = () => {
      run('pg_ctl', [
        '-D',
        data,
        '-o',
        settings.join(' '),
        '-l',
        join(dir, 'server.log'),
        '-w',
        'start',
      ])
      started = true
    }
    const halt = (mode: 'fast' | 'immediate' = 'fast') => {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
      started = false
    }
    start()
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      version,
      pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
      halt,
      restart: start,
      stop,
    }
  } catch (error) {
    stop()
    throw error
  }
}

/** Stops `cluster` however this process ends: normally, by an error or by Ctrl-C. */
export function stopOnExit(cluster: ThrowawayPostgres): void {
  process.once('exit', () => cluster.stop())
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cluster.stop()
      process.exit(130)
    })
  }
}
