import { assign, fromPromise, setup } from 'xstate'

/** How a refused or failed SMTP delivery reads, as nodemailer reports it (or a connection
 *  error: `code` such as ECONNREFUSED, ETIMEDOUT, ECONNECTION and no `responseCode`). */
export interface DeliveryError {
  /** The SMTP reply code, when the server answered (421, 450, 550, …). */
  responseCode?: number
  /** nodemailer's or the socket's error code. */
  code?: string
  message: string
}

/** How many deliveries a message gets before it is left failed (the first one included). */
export const MAX_ATTEMPTS = 6

/** How long to wait after each failed attempt before the next one: 1 min, 5 min, 15 min,
 *  1 h, 4 h (attempt 1 failed: wait the first; the fifth failed: the last). The wait is
 *  the outbox row's `next_attempt_at`, never a timer: the worker's poll claims it then. */
export const BACKOFF_MS = [60_000, 300_000, 900_000, 3_600_000, 14_400_000] as const

/** How long to wait before recording a delivery again when the database did not answer. */
export const STORE_RETRY_MS = 5_000

/** The wait after failed attempt `attempt` (1-based); past the schedule, its last step. */
export function backoffMs(attempt: number): number {
  return BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1]!
}

/** A refusal the server means for good: a 5xx reply. Everything else (a 4xx reply, no
 *  connection, a timeout, a dropped connection) may go through later. */
export function isPermanent(error: DeliveryError): boolean {
  const code = error.responseCode
  return code !== undefined && code >= 500 && code < 600
}

export interface OutboxDeliveryInput {
  /** The outbox row's id. */
  id: number
  /** This delivery's number, counting the first as 1 (the claim counted it). */
  attempt: number
}

export interface OutboxDeliveryContext extends OutboxDeliveryInput {
  /** What the last attempt failed with, for the console. */
  lastError: string | null
}

const missing = (name: string) => () =>
  Promise.reject(new Error(`${name} is not provided: supply it with machine.provide()`))

/**
 * One outbox message's delivery, run by the server's mail worker (server/mail) from the moment
 * it claims the message: send it; a temporary refusal or an unreachable server is recorded for
 * a retry after a growing wait, a permanent refusal or the last attempt leaves it failed. Every
 * outcome is recorded in the outbox before the machine moves on, so a crash at any point leaves
 * the message to another instance once the claim's lease expires. The delivery ends with its
 * attempt: a retry is the row's `next_attempt_at`, and the outbox's poll, its only scheduler,
 * claims it then for a new delivery (on whichever instance polls first).
 */
export const outboxDeliveryMachine = setup({
  types: {
    context: {} as OutboxDeliveryContext,
    input: {} as OutboxDeliveryInput,
  },
  actors: {
    /** Supplied by the worker: the SMTP (or local mailbox) delivery. Rejects with a
     *  DeliveryError. */
    deliver: fromPromise<void, OutboxDeliveryContext>(missing('deliver')),
    /** Supplied by the worker: marks the message sent. */
    recordSent: fromPromise<void, OutboxDeliveryContext>(missing('recordSent')),
    /** Supplied by the worker: the message waits in the outbox for its next attempt (its
     *  `next_attempt_at`, backoffMs after this one), its claim released. */
    recordRetry: fromPromise<void, OutboxDeliveryContext>(missing('recordRetry')),
    /** Supplied by the worker: marks the message failed (the console can send it again). */
    recordFailure: fromPromise<void, OutboxDeliveryContext>(missing('recordFailure')),
  },
  actions: {
    noteError: assign({
      lastError: (_, params: { error: DeliveryError }) => params.error.message,
    }),
  },
  guards: {
    permanentRefusal: (_, params: { error: DeliveryError }) => isPermanent(params.error),
    attemptsLeft: ({ context }) => context.attempt < MAX_ATTEMPTS,
  },
  delays: {
    STORE_RETRY_MS,
  },
}).createMachine({
  id: 'outboxDelivery',
  description:
    'Sends one outbox message: temporary refusals are retried with a growing wait, a permanent refusal or the last attempt leaves it failed.',
  meta: {
    purpose:
      'E-mail from the outbox (issue 31): delivered once, retried with backoff by the outbox’s poll, failed and visible in the console.',
    spec: '—',
    /** No screen shows it: the model tests run the actor only (scripts/model-coverage.ts). */
    runBy: 'server',
  },
  context: ({ input }) => ({ ...input, lastError: null }),
  initial: 'sending',
  states: {
    sending: {
      description: 'The message goes to the SMTP server (or the local mailbox).',
      invoke: {
        id: 'deliver',
        src: 'deliver',
        input: ({ context }) => context,
        onDone: 'recordingSent',
        onError: [
          {
            guard: {
              type: 'permanentRefusal',
              params: ({ event }) => ({ error: event.error as DeliveryError }),
            },
            target: 'recordingFailure',
            description: 'A 5xx reply: the server will not take it.',
            actions: {
              type: 'noteError',
              params: ({ event }) => ({ error: event.error as DeliveryError }),
            },
          },
          {
            guard: 'attemptsLeft',
            target: 'recordingRetry',
            description: 'A 4xx reply, no connection or a timeout: tried again later.',
            actions: {
              type: 'noteError',
              params: ({ event }) => ({ error: event.error as DeliveryError }),
            },
          },
          {
            target: 'recordingFailure',
            description: 'The last attempt failed too.',
            actions: {
              type: 'noteError',
              params: ({ event }) => ({ error: event.error as DeliveryError }),
            },
          },
        ],
      },
    },
    recordingSent: {
      description: 'The server took the message: the outbox marks it sent.',
      invoke: {
        id: 'recordSent',
        src: 'recordSent',
        input: ({ context }) => context,
        onDone: 'sent',
        onError: 'sentUnrecorded',
      },
    },
    sentUnrecorded: {
      description:
        'The database did not answer: recorded again shortly (until the lease ends another instance could send it once more).',
      after: { STORE_RETRY_MS: 'recordingSent' },
    },
    sent: { type: 'final', description: 'Delivered and recorded.' },
    recordingRetry: {
      description:
        'The outbox keeps the message for its next attempt (next_attempt_at) and releases it.',
      invoke: {
        id: 'recordRetry',
        src: 'recordRetry',
        input: ({ context }) => context,
        onDone: 'retryScheduled',
        onError: 'released',
      },
    },
    retryScheduled: {
      type: 'final',
      description:
        'Waits in the outbox, not here: the poll claims it when due (1 min, 5 min, 15 min, 1 h, then 4 h), for a new delivery.',
    },
    recordingFailure: {
      description: 'The outbox marks the message failed, with the reason, for the console.',
      invoke: {
        id: 'recordFailure',
        src: 'recordFailure',
        input: ({ context }) => context,
        onDone: 'failed',
        onError: 'released',
      },
    },
    failed: {
      type: 'final',
      description: 'Left failed: an agent can send it again from the console.',
    },
    released: {
      type: 'final',
      description:
        'Another instance holds it, or the database did not answer: the outbox gives it to whoever claims it next.',
    },
  },
})
