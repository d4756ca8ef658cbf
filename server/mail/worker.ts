// The mail worker: claims due messages from the outbox and runs each one's delivery
// statechart (src/machines/outboxDelivery.machine.ts) with the outbox and the transport as
// its effects. Bounded: at most `concurrency` deliveries at once, one poll every `pollMs`
// when idle, and at once when poked (a request wrote mail: afterWrite.ts). The poll is the
// outbox's only scheduler: a failed attempt is recorded with its `next_attempt_at` and its
// delivery ends, no timer waits for it here, and whichever instance polls once it is due sends
// it. `stop()` (the server's drain) claims nothing more and waits for the deliveries under
// way, at most `stopTimeoutMs`.
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import {
  backoffMs,
  outboxDeliveryMachine,
  type DeliveryError,
  type OutboxDeliveryContext,
} from '../../src/machines/outboxDelivery.machine.ts'
import type { Db } from '../db/database.ts'
import { shapedLogger, type Logger } from '../log.ts'
import type { AppMetrics } from '../metrics.ts'
import { claimNext, recordFailure, recordRetry, recordSent, type ClaimedMessage } from './outbox.ts'
import { pause } from '../pause.ts'
import type { MailTransport } from './transport.ts'

export interface MailWorkerOptions {
  db: Db
  transport: MailTransport
  logger: Logger
  metrics?: Pick<AppMetrics, 'mailSent' | 'mailFailed' | 'mailRetried'>
  /** Names this instance in the outbox's `leased_by`: host, pid and a random part. */
  instance?: string
  /** How long a claim holds: longer than a delivery can take (transport.ts's timeouts). */
  leaseMs?: number
  /** How often an idle worker looks for due messages. */
  pollMs?: number
  concurrency?: number
  /** The wait after failed attempt n, written to the row's `next_attempt_at` (the machine's
   *  schedule unless given: tests shorten it). */
  backoff?: (attempt: number) => number
  /** The wait before recording a sent message again when the database did not answer. */
  storeRetryMs?: number
  stopTimeoutMs?: number
}

export interface MailWorker {
  instance: string
  /** Looks for due messages now (after an enqueue, say) instead of at the next poll. */
  poke(): void
  /** Resolves once no delivery is under way (and nothing is due that it could claim). */
  idle(): Promise<void>
  stop(): Promise<void>
}

export const defaultLeaseMs = 5 * 60_000
export const defaultPollMs = 2_000

type Delivery = ActorRefFrom<typeof outboxDeliveryMachine>

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger, metrics } = options
  const instance = options.instance ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const leaseMs = options.leaseMs ?? defaultLeaseMs
  const pollMs = options.pollMs ?? defaultPollMs
  const concurrency = options.concurrency ?? 4
  const backoff = options.backoff ?? backoffMs
  // A line a message: its fields are written below, `err` the one that can hold an object.
  const log = shapedLogger(logger.child({ component: 'mail' }), ['err'])
  const messages = new Map<number, ClaimedMessage>()
  const deliveries = new Map<number, Delivery>()
  let stopped = false
  /** The stop is over: a claim that answers this late is left to its lease. */
  let ended = false
  const poll = pause()
  const wake = () => poll.wake()
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }

  const row = (context: OutboxDeliveryContext) => messages.get(context.id)!
  const machine = outboxDeliveryMachine.provide({
    actors: {
      deliver: fromPromise(async ({ input }: { input: OutboxDeliveryContext }) => {
        const message = row(input)
        try {
          await transport.send(message)
        } catch (error) {
          // The codes only: the reply's text may quote the address.
          const { code: smtpError, responseCode } = error as DeliveryError
          log.info(
            {
              id: input.id,
              messageId: message.messageId,
              attempt: input.attempt,
              smtpError,
              responseCode,
            },
            'mail: the delivery was refused or did not get through',
          )
          throw error
        }
      }),
      recordSent: fromPromise(({ input }: { input: OutboxDeliveryContext }) =>
        recordSent(db, row(input)),
      ),
      recordRetry: fromPromise(({ input }: { input: OutboxDeliveryContext }) =>
        recordRetry(db, input.id, instance, backoff(input.attempt), input.lastError ?? ''),
      ),
      recordFailure: fromPromise(({ input }: { input: OutboxDeliveryContext }) =>
        recordFailure(db, input.id, instance, input.lastError ?? ''),
      ),
    },
    delays: {
      ...(options.storeRetryMs !== undefined ? { STORE_RETRY_MS: options.storeRetryMs } : {}),
    },
  })

  function run(message: ClaimedMessage) {
    messages.set(message.id, message)
    const actor = createActor(machine, { input: { id: message.id, attempt: message.attempts } })
    deliveries.set(message.id, actor)
    const fields = { id: message.id, messageId: message.messageId }
    let last = ''
    actor.subscribe({
      next(snapshot) {
        const state = String(snapshot.value)
        if (state !== last) {
          last = state
          const attempt = snapshot.context.attempt
          if (state === 'sending') log.debug({ ...fields, attempt }, 'mail: sending')
          if (state === 'retryScheduled') {
            metrics?.mailRetried()
            log.warn(
              { ...fields, attempt, status: 'retry' },
              `mail: attempt ${attempt} failed, due again in ${backoff(attempt)} ms`,
            )
          }
          if (state === 'sent') {
            metrics?.mailSent()
            log.info({ ...fields, attempt, status: 'sent' }, 'mail: sent')
          }
          if (state === 'failed') {
            metrics?.mailFailed()
            log.warn({ ...fields, attempt, status: 'failed' }, 'mail: failed')
          }
          if (state === 'released') log.info({ ...fields, status: 'released' }, 'mail: released')
        }
        if (snapshot.status !== 'active') {
          deliveries.delete(message.id)
          messages.delete(message.id)
          wake()
        }
        changed()
      },
      error(error) {
        log.error({ ...fields, err: error }, 'mail: the delivery stopped')
        deliveries.delete(message.id)
        messages.delete(message.id)
        changed()
      },
    })
    actor.start()
  }

  /** One claim at a time while there is room; errors (the database away) wait for the poll. */
  async function claimWhileRoom() {
    while (!stopped && deliveries.size < concurrency) {
      const message = await claimNext(db, instance, leaseMs, [...deliveries.keys()])
      if (!message || ended) return
      run(message)
    }
  }

  let pokeRequested = false
  const loop = (async () => {
    while (!stopped) {
      pokeRequested = false
      try {
        await claimWhileRoom()
      } catch (error) {
        log.warn(
          { err: { message: (error as Error).message } },
          'mail: could not claim (database?)',
        )
      }
      if (stopped) break
      if (pokeRequested) continue
      await poll.for(pollMs)
    }
  })()

  const underWay = () => deliveries.size > 0
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!underWay()) {
          listeners.delete(check)
          resolve()
        }
      }
      listeners.add(check)
      check()
    })

  let stopping: Promise<void> | undefined
  return {
    instance,
    poke() {
      pokeRequested = true
      wake()
    },
    async idle() {
      await settled()
    },
    stop: () =>
      (stopping ??= (async () => {
        stopped = true
        wake()
        // A claim that hangs (a database that no longer answers) must not hold the stop up.
        const limit = options.stopTimeoutMs ?? 10_000
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          loop.then(settled),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, limit))),
        ])
        clearTimeout(timer)
        ended = true
        for (const actor of deliveries.values()) actor.stop()
        deliveries.clear()
        transport.close()
      })()),
  }
}

export type { DeliveryError }
