// Real processes for the fault suite: node scripts and servers started as an operator would,
// their output watched line by line with a time limit, every one killed after the test file.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { createInterface } from 'node:readline'
import { afterAll, inject } from 'vitest'
import { letConnectionsGo } from '../../support/connections.ts'

const started = new Set<ChildProcess>()
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
})

export interface Started {
  child: ChildProcess
  /** Every line written to stdout and stderr so far, for the failure messages. */
  output: string[]
  /** The lines written to stderr alone: a refused start's one line for a person. */
  errorOutput: string[]
  /** Resolves with the first line that matches, or rejects after `timeoutMs` or at exit. */
  line(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>
}

/** The server as production runs it: built (tests/faults/build-server.ts), with plain node. */
export const serverEntry = () => inject('serverBuild')

/** The small built site the servers serve (tests/faults/build-server.ts). Taken from there and
 *  not from tests/server/harness.ts, whose import (the whole server) cost each file about a
 *  second of CPU. */
export const siteFixture = () => inject('siteFixture')

/** Runs a script with node: a TypeScript file of this repository through tsx. */
export function startNode(
  script: string,
  args: string[] = [],
  options: SpawnOptions & { env?: NodeJS.ProcessEnv } = {},
): Started {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : []
  const child = spawn('node', [...loader, script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    ...options,
  })
  started.add(child)
  const output: string[] = []
  const errorOutput: string[] = []
  const waiting = new Set<(text: string) => void>()
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (text) => {
      output.push(text)
      if (stream === child.stderr) errorOutput.push(text)
      for (const notify of waiting) notify(text)
    })
  }
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal!)),
  )
  const line = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const seen = output.map((text) => text.match(pattern)).find(Boolean)
      if (seen) return resolve(seen)
      const done = () => {
        clearTimeout(timer)
        waiting.delete(check)
      }
      const check = (text: string) => {
        const match = text.match(pattern)
        if (match) {
          done()
          resolve(match)
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.join('\n')}`))
      }, timeoutMs)
      waiting.add(check)
      void exited.then((code) => {
        done()
        reject(new Error(`exited (${code}) before ${pattern}:\n${output.join('\n')}`))
      })
    })
  return { child, output, errorOutput, line, exited }
}

export interface ServerProcess extends Started {
  url: string
}

/** The built server on a free port of 127.0.0.1 over `dataDir`; resolves once it answers. */
export async function startServerProcess(
  dataDir: string,
  options: { env?: Record<string, string>; uid?: number; gid?: number } = {},
): Promise<ServerProcess> {
  const started = startNode(serverEntry(), [], {
    uid: options.uid,
    gid: options.gid,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIR: siteFixture(),
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      // No balancer checks readiness here: a stop serves on unready only where a test says so
      // (drain.test.ts, rolling-restart.test.ts run the default grace).
      DRAIN_GRACE_MS: '0',
      ...options.env,
    },
  })
  const [, url] = await started.line(/^Nova Club is running at (http:\/\/\S+)\/ /, 60_000)
  return { ...started, url: url! }
}

/** Stops a server as an operator does (SIGTERM) once the test's own connections are let go
 *  (tests/support/connections.ts); resolves with its exit code. */
export function stopServerProcess(server: Started): Promise<number | NodeJS.Signals> {
  letConnectionsGo()
  server.child.kill('SIGTERM')
  return server.exited
}

/** Milliseconds since `start`. */
export const since = (start: number) => Date.now() - start
