// Runs the Talent Agents' digests (notices.ts) in each server, in the mail worker's grain: one
// run now and then one every `checkMs`, never two at once in this process. Each run is bounded
// (noticeAccountLimit accounts, one transaction each); which instance writes a digest is the
// database's claim to decide, so every instance may run this. `stop()` waits for a run under
// way, which ends with its transactions, before the database is closed.
import type { Db } from '../db/database.ts'
import type { Logger } from '../log.ts'
import { pause } from '../pause.ts'
import { runDigests } from './notices.ts'

/** AGENT_DIGEST_MINUTES unless set: an hour. */
export const defaultDigestMinutes = 60

/** The most a server waits between two looks for digests that are due: a digest goes at most
 *  this late after its period ends. */
export const maxDigestCheckMs = 60_000

export interface DigestWorkerOptions {
  db: Db
  logger: Logger
  /** One digest per account per period, at most. */
  periodMs: number
  /** Where the console is reached (PUBLIC_URL). */
  origin: () => string
  /** How often to look for due digests (the smaller of the period and a minute unless given). */
  checkMs?: number
  /** Tells the mail worker that digests are in the outbox, so they leave at once. */
  wakeMail?: () => void
}

export interface DigestWorker {
  stop(): Promise<void>
}

export function startDigestWorker(options: DigestWorkerOptions): DigestWorker {
  const { db, periodMs, origin } = options
  const checkMs = options.checkMs ?? Math.min(periodMs, maxDigestCheckMs)
  const log = options.logger.child({ component: 'notices' })
  let stopped = false
  const wait = pause()

  const loop = (async () => {
    while (!stopped) {
      try {
        const sent = await runDigests(db, periodMs, origin())
        if (sent) {
          log.info({ digests: sent }, 'notices: digests written to the outbox')
          options.wakeMail?.()
        }
      } catch (error) {
        log.warn(
          { err: { message: (error as Error).message } },
          'notices: no digest run (database?)',
        )
      }
      if (stopped) break
      await wait.for(checkMs)
    }
  })()

  let stopping: Promise<void> | undefined
  return {
    stop: () =>
      (stopping ??= (async () => {
        stopped = true
        wait.wake()
        await loop
      })()),
  }
}
