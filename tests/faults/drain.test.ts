// SIGTERM while clients keep connecting (20 writers, on PGlite and on PostgreSQL): each request
// on a new
// connection, so that connections wait in the listening socket's accept queue when the stop
// begins. Nobody may be cut off: every request sent is answered, and a client that comes
// after the listening socket closed is refused before it sends anything. The "stopped" line
// must own up to whatever was cut, acknowledged writes must be there after a restart, and the
// signals that follow the first end nothing early (the process still drains and exits 0).
import type { ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { defaultDrainGraceMs } from '../../server/config.ts'
import { recordFigure } from './figures.ts'
import * as postgres from './postgres-servers.ts'
import { freshRequest, type Outcome } from './support/freshConnections.ts'
import { since, startServerProcess, stopServerProcess } from './support/processes.ts'
import { migratedDataDir, storedEmails } from './support/store.ts'

const writers = 20
/** The stop comes this long after the load began. */
const loadMs = 1500
/** The most requests one client sends, whatever happens. */
const maxRequestsPerClient = 400
/** The later signals, this long after the first: during the drain. */
const repeatSignalsAfterMs = [100, 200]

interface Stopped {
  drainMs: number
  cut: number
  reset: number
}

const env = { RATE_LIMIT_FORMS: '1000000', DRAIN_GRACE_MS: String(defaultDrainGraceMs) }

/** A server process on one engine, and what the test reads of it. */
interface Engine {
  url: string
  child: ChildProcess
  /** Its output so far, line by line. */
  lines(): string[]
  exited: Promise<number | NodeJS.Signals | null>
  /** The subscriptions' addresses stored, read after it stopped. */
  stored(): Promise<Set<string>>
}

const engines: Record<string, () => Promise<Engine>> = {
  PGlite: async () => {
    const dataDir = migratedDataDir()
    const server = await startServerProcess(dataDir, { env })
    return {
      ...server,
      lines: () => server.output,
      stored: async () => {
        const next = await startServerProcess(dataDir)
        const emails = new Set(await storedEmails(next.url, dataDir, 'subscriptions'))
        expect(await stopServerProcess(next)).toBe(0)
        return emails
      },
    }
  },
  PostgreSQL: async () => {
    const databaseUrl = await postgres.emptyDatabase(postgres.sharedCluster())
    const server = await postgres.startServerProcess(databaseUrl, env)
    const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
      server.child.once('exit', (code, signal) => resolve(code ?? signal)),
    )
    return {
      ...server,
      exited,
      lines: () => `${server.stdout()}${server.stderr()}`.split('\n'),
      stored: () =>
        postgres.withClient(databaseUrl, async (db) => {
          const { rows } = await db.query<{ email: string }>('select email from subscriptions')
          return new Set(rows.map((row) => row.email))
        }),
    }
  },
}

describe.each(Object.keys(engines))('SIGTERM while clients keep connecting (%s)', (engine) => {
  it('cuts no request, owns up to any, and ignores the signals that follow', async () => {
    const server = await engines[engine]!()
    const { csrfToken } = await Client.connect(server.url)
    const headers = {
      Cookie: `XSRF-TOKEN=${csrfToken}`,
      'X-XSRF-TOKEN': csrfToken,
      'Content-Type': 'application/json',
    }

    let signalled = 0
    const outcomes: { outcome: Outcome; afterSignal: boolean }[] = []
    const acknowledged: string[] = []
    const note = (outcome: Outcome, sentAt: number) => {
      outcomes.push({ outcome, afterSignal: signalled > 0 && sentAt >= signalled })
      return outcome
    }
    // An upload (a subscription) and a static file in turn, until the server refuses.
    const client = async (id: number) => {
      for (let n = 0; n < maxRequestsPerClient; n++) {
        const email = `w${id}-${n}@example.com`
        let sentAt = Date.now()
        const write = note(
          await freshRequest(
            server.url,
            'POST',
            '/api/subscriptions',
            headers,
            JSON.stringify({ email }),
          ),
          sentAt,
        )
        if (write.kind === 'answered' && write.status < 300) acknowledged.push(email)
        if (write.kind === 'refused') return
        sentAt = Date.now()
        if (note(await freshRequest(server.url, 'GET', '/favicon.svg'), sentAt).kind === 'refused')
          return
      }
    }
    const load = Promise.all(Array.from({ length: writers }, (_, id) => client(id)))

    await new Promise((resolve) => setTimeout(resolve, loadMs))
    signalled = Date.now()
    server.child.kill('SIGTERM')
    for (const ms of repeatSignalsAfterMs) {
      setTimeout(() => server.child.exitCode === null && server.child.kill('SIGTERM'), ms)
    }
    const code = await server.exited
    const exitMs = since(signalled)
    await load

    const events = server.lines().flatMap((line) => {
      try {
        return [JSON.parse(line) as { event?: string } & Partial<Stopped>]
      } catch {
        return []
      }
    })
    const stopped = events.find((line) => line.event === 'stopped')
    const cuts = outcomes.filter(({ outcome }) => outcome.kind === 'cut')
    const refused = outcomes.filter(({ outcome }) => outcome.kind === 'refused').length
    const failedAnswers = outcomes.filter(
      ({ outcome }) => outcome.kind === 'answered' && outcome.status >= 400,
    )
    const answeredAfterSignal = outcomes.filter(
      ({ outcome, afterSignal }) => afterSignal && outcome.kind === 'answered',
    ).length

    const stored = await server.stored()
    const lost = acknowledged.filter((email) => !stored.has(email)).length

    const reported = (stopped?.cut ?? 0) + Math.max(0, stopped?.reset ?? 0)
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): requests sent`,
      value: outcomes.length,
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): sent after the signal and answered`,
      value: answeredAfterSignal,
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): cut after being sent (ECONNRESET…)`,
      value: cuts.length,
      expected: 'must be 0',
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): refused before sending (safe)`,
      value: refused,
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): cut, as the stopped line reports it`,
      value: reported,
      expected: '>= the cuts clients saw',
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): ms from SIGTERM to exit`,
      value: exitMs,
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): writes acknowledged`,
      value: acknowledged.length,
    })
    recordFigure({
      name: `SIGTERM under 20 writers (${engine}): acknowledged writes lost`,
      value: lost,
      expected: 'must be 0',
    })

    const output = server.lines().join('\n')
    expect(code, output).toBe(0)
    expect(events.filter((line) => line.event === 'signal-ignored')).toHaveLength(1)
    expect(stopped, output).toBeDefined()
    expect(reported).toBeGreaterThanOrEqual(cuts.length)
    expect(cuts.map(({ outcome }) => outcome)).toEqual([])
    expect(failedAnswers.map(({ outcome }) => outcome)).toEqual([])
    expect(lost).toBe(0)
    // The load was real, and the grace served: requests sent after the signal were answered
    // (the old stop refused or reset every one of them).
    expect(acknowledged.length).toBeGreaterThanOrEqual(writers)
    expect(answeredAfterSignal).toBeGreaterThan(0)
  })
})
