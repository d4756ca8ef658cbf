// kill -9 of the PGlite server in the middle of a bounded write load, three rounds: every
// write it acknowledged (2xx) must be there after the restart, which must answer again soon.
import { describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { recordFigure } from './figures.ts'
import {
  since,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/processes.ts'
import { migratedDataDir, storedEmails } from './support/store.ts'

const rounds = 3
const writers = 4
/** Each round kills the server this long after the load starts, once it has acknowledged
 *  `killAfterAcknowledged` writes (a round with none would check nothing: on a loaded machine
 *  the first writes, waiting on a cold start's first statements, took longer than 1.5 s), and
 *  at the latest after `maxLoadMs`. */
const loadMs = 1500
const killAfterAcknowledged = 5
const maxLoadMs = 20_000
/** The most writes one writer sends in a round, whatever happens. */
const maxWritesPerWriter = 500

const env = { RATE_LIMIT_FORMS: '1000000' }

/** Subscribes new addresses from `writers` parallel clients until the server is gone. */
async function writeUntilKilled(server: ServerProcess, round: number): Promise<string[]> {
  const client = await Client.connect(server.url)
  const acknowledged: string[] = []
  const writer = async (id: number) => {
    for (let i = 0; i < maxWritesPerWriter; i++) {
      const email = `r${round}-w${id}-${i}@example.com`
      try {
        const response = await client.post('/api/subscriptions', { email })
        if (response.ok) acknowledged.push(email)
      } catch {
        return // The connection broke: the server was killed.
      }
    }
  }
  const load = Promise.all(Array.from({ length: writers }, (_, id) => writer(id)))
  const started = Date.now()
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  await pause(loadMs)
  while (acknowledged.length < killAfterAcknowledged && since(started) < maxLoadMs) await pause(25)
  server.child.kill('SIGKILL')
  await Promise.all([load, server.exited])
  return acknowledged
}

describe('kill -9 under a write load (PGlite)', () => {
  it(`loses no acknowledged write in ${rounds} rounds and answers again after each restart`, async () => {
    const dataDir = migratedDataDir()
    const acknowledged: string[] = []
    let server = await startServerProcess(dataDir, { env })
    for (let round = 1; round <= rounds; round++) {
      const written = await writeUntilKilled(server, round)
      acknowledged.push(...written)

      const restart = Date.now()
      server = await startServerProcess(dataDir, { env })
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      const answeringMs = since(restart)
      const stored = new Set(await storedEmails(server.url, dataDir, 'subscriptions'))
      const lost = acknowledged.filter((email) => !stored.has(email)).length
      recordFigure({
        name: `kill -9 round ${round}: acknowledged writes so far`,
        value: acknowledged.length,
      })
      recordFigure({
        name: `kill -9 round ${round}: acknowledged writes lost`,
        value: lost,
        expected: 'must be 0',
      })
      recordFigure({
        name: `kill -9 round ${round}: ms from restart to the first 200`,
        value: answeringMs,
      })
      expect(written.length).toBeGreaterThan(0)
      expect(lost).toBe(0)
    }
    expect(await stopServerProcess(server)).toBe(0)
  })
})
