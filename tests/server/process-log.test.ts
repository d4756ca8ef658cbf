// Whatever fails, the server writes JSON lines only (issue 44): an exception nothing caught, a
// rejection nothing handled, Node's warnings and a library's console output all become log
// lines through server/logProcess.ts, which main.ts imports first. Each case runs in a process
// of its own (processLogChild.ts), as the server does.
import { execFile } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { postgresUrl } from './harness.ts'

interface Run {
  code: number | null
  lines: Record<string, unknown>[]
  stderr: string
}

/** Runs the child with `failure`; every line of its stdout must parse as JSON. */
function run(failure: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tests/server/processLogChild.ts', failure],
      // The server tests' LOG_LEVEL (error) would hide the warnings.
      { timeout: 30_000, env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' } },
      (error, stdout, stderr) => {
        if (error && error.killed) return reject(error)
        try {
          const lines = stdout
            .split('\n')
            .filter((line) => line !== '')
            .map((line) => JSON.parse(line) as Record<string, unknown>)
          resolve({ code: error ? (error.code as number) : 0, lines, stderr })
        } catch (parseError) {
          reject(new Error(`A line is not JSON: ${String(parseError)}\n${stdout}`))
        }
      },
    )
  })
}

// No database is opened: one engine's run of the server tests is enough.
describe.skipIf(postgresUrl)('the process, whatever fails', () => {
  it("logs Node's warnings and a library's console output as JSON lines", async () => {
    const { code, lines, stderr } = await run('warnings')
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'warn',
          event: 'node-warning',
          warning: { name: 'DeprecationWarning', code: 'DEP9999' },
          msg: 'This call is old',
        }),
        expect.objectContaining({
          event: 'node-warning',
          warning: { name: 'DeprecationWarning', code: 'DEP0005' },
        }),
        expect.objectContaining({
          level: 'error',
          event: 'console',
          msg: 'a library prints\na stack of its own\n    at somewhere (file.js:1:1)',
        }),
        expect.objectContaining({ level: 'info', event: 'console', msg: 'and a second thing' }),
      ]),
    )
  })

  it.each([
    ['uncaught', 'uncaughtException', 'connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'],
    ['rejection', 'unhandledRejection', 'Invalid login: 535', 'EAUTH'],
  ])(
    'ends on %s with one fatal line (%s): its code, no stack',
    async (failure, event, message, code) => {
      const ended = await run(failure)
      expect(ended.code).toBe(1)
      expect(ended.stderr).toBe('')
      expect(ended.lines).toEqual([
        expect.objectContaining({
          level: 'fatal',
          event,
          err: { name: 'Error', message, code },
          msg: `Stopping: ${message}`,
        }),
      ])
    },
  )

  it("logs the watchdog's kill of a stuck main thread as a JSON line", async () => {
    // The fault suite's spinning process (its own 'spinning' line is plain text).
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'tests/faults/support/blockMainThread.ts', '500'],
        { timeout: 30_000 },
        // Killed by its watchdog (SIGKILL); `killed` is true only for our own timeout.
        (error, stdout) => (error?.killed ? reject(error) : resolve(stdout)),
      )
    })
    const lines = output.split('\n').filter((line) => line.startsWith('{'))
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 'fatal',
        service: 'nova-club',
        event: 'watchdog',
        msg: expect.stringMatching(/^The server stopped answering/),
      }),
    ])
  })
})
