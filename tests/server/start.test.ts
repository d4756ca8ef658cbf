// Start-up: configuration errors and a taken port are explained, not thrown as stack traces.
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { demo } from '../../server/demo/seed.ts'
import { loadConfig } from '../../server/config.ts'
import { startServer } from '../../server/server.ts'
import { StartError } from '../../server/startError.ts'
import {
  builtServer,
  createStore,
  pathOf,
  postgresUrl,
  startTestServer,
  testEnv,
} from './harness.ts'

const exec = promisify(execFile)

/** How server/main.ts is run: built, as `npm start` runs it (a third of the CPU of a start
 *  through tsx), or from source with tsx, where no template lies beside it to copy a new
 *  database from (server/db/pgliteTemplate.ts). */
const fromBuild = () => [builtServer()]
const fromSource = ['--import', 'tsx', 'server/main.ts']

/** Starts the server with `env`, and stops it once its stdout holds `marker`: that output. */
async function outputUntil(
  marker: string,
  env: Record<string, string | undefined>,
  args = fromBuild(),
) {
  const child = execFile(process.execPath, args, {
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
  })
  const output = await new Promise<string>((resolve, reject) => {
    let text = ''
    child.stdout!.on('data', (chunk: string) => {
      text += chunk
      if (text.includes(marker)) resolve(text)
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)))
  })
  child.kill('SIGTERM')
  return output
}

// What is refused before a database is opened, or the port taken, is the same on either engine,
// and the built server runs on PostgreSQL in the fault suite: the PGlite run of the server tests
// checks these, the PostgreSQL run what depends on its engine.
const onOneEngine = it.skipIf(postgresUrl)

describe('start-up', () => {
  onOneEngine('refuses a malformed configuration with a message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/club' })).toThrow(StartError)
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/)
    expect(loadConfig({ PUBLIC_URL: 'https://club.example.org/' }).publicUrl).toBe(
      'https://club.example.org',
    )
  })

  onOneEngine('explains a port in use', async () => {
    const running = await startTestServer()
    const port = new URL(running.url).port
    const store = await createStore()
    await expect(startServer(loadConfig(testEnv(store, { PORT: port })))).rejects.toThrow(
      new StartError(`Port ${port} of 127.0.0.1 is in use: stop what uses it, or set PORT.`),
    )
    // The failed start let go of its store: another server can use it.
    const next = await startTestServer({ store })
    expect(next.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('prints where it runs, where the data lives and the demo sign-in', async () => {
    const store = await createStore()
    const output = await outputUntil('Demo interview', testEnv(store, { DEMO_DATA: 'true' }))
    expect(output).toMatch(/^Nova Club is running at http:\/\/127\.0\.0\.1:\d+\/ /m)
    expect(output).toMatch(/^Data: (.+pglite \(embedded PGlite\)|PostgreSQL at postgres:.+)$/m)
    expect(output).toContain('Demo sign-in: demo.member / Club-Demo-2025!')
    expect(output).toContain('Demo access code: WELCOME-2025')
    expect(output).toMatch(/Demo interview: http:\/\/127\.0\.0\.1:\d+\/interview\/demo/)
  })

  it('says what it does while it starts, step by step with times, as JSON lines', async () => {
    const store = await createStore({ fresh: true })
    // From source: a new database made by initdb and every migration, each step shown.
    const output = await outputUntil(
      '"event":"started"',
      testEnv(store, { DEMO_DATA: 'true', LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
      fromSource,
    )
    // Every line is JSON but the banner's, which is for a person.
    const lines = output.split('\n').filter((line) => line.startsWith('{'))
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const events = entries.map((entry) =>
      entry.event === 'start' ? `${String(entry.step)} ${String(entry.phase)}` : entry.event,
    )
    expect(events).toEqual([
      'starting',
      'database begin',
      'database done',
      'migrations begin',
      'migrations done',
      'demo-data begin',
      'demo-data done',
      'started',
    ])
    for (const done of entries.filter((entry) => entry.phase === 'done')) {
      expect(done).toMatchObject({ level: 'info', ms: expect.any(Number) })
      expect(String(done.msg)).toMatch(/ \(\d+ ms\)$/)
    }
    expect(entries.at(-1)!.msg).toMatch(/^Nova Club is listening at http:\/\/127\.0\.0\.1:\d+ /)
  })

  onOneEngine('exits with the message of a malformed configuration', async () => {
    const store = await createStore()
    const failure = exec(process.execPath, fromBuild(), {
      env: { ...process.env, ...testEnv(store, { RATE_LIMIT_FORMS: '-1' }) } as NodeJS.ProcessEnv,
    })
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: 'RATE_LIMIT_FORMS must be a whole number of at least 1 (it is "-1").\n',
    })
  })

  onOneEngine(
    'refuses an unknown LOG_LEVEL in one line of the configuration, not a stack from pino',
    async () => {
      const store = await createStore()
      const failure = exec(process.execPath, fromBuild(), {
        env: { ...process.env, ...testEnv(store, { LOG_LEVEL: 'verbose' }) } as NodeJS.ProcessEnv,
      })
      await expect(failure).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/^LOG_LEVEL must be [^\n]*\(it is "verbose"\)\.\n$/),
      })
    },
  )

  onOneEngine('runs built with plain node, and ends cleanly on SIGTERM', async () => {
    const store = await createStore()
    // No tsx: the build (the suite's, global-setup.ts) must not need TypeScript at run time.
    const child = spawn(process.execPath, fromBuild(), {
      env: { ...process.env, ...testEnv(store, { DEMO_DATA: 'true' }) } as NodeJS.ProcessEnv,
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    const url = await new Promise<string>((resolve, reject) => {
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk
        if (text.includes('Demo interview')) resolve(text.match(/running at (\S+)\/ /)![1]!)
      })
      void exited.then((code) => reject(new Error(`exited with ${code}: ${text}`)))
    })
    // Its migrations and its demo pages come from beside the bundle.
    const campaign = await fetch(url + pathOf('campaign').replace(':hash', demo.campaignHash))
    expect(campaign.status).toBe(200)
    expect((await fetch(`${url}/demo/scheduler`)).status).toBe(200)
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
