// The page's session actor, started when it is first needed rather than with the app: a
// visitor without a session cookie who never opens the login then loads neither xstate nor the
// session machine. It starts after hydration when a session cookie exists (SessionProvider),
// when an opener of the login is about to be used, and when a view that needs the actor
// renders (`useSession`). Views that only read it (signed in or not) see a visitor until then,
// which is what the actor's first states show too.
import type { SessionActor } from '../../machines/session.machine'

export interface SessionHolder {
  /** The actor once it has started; undefined before. */
  current: () => SessionActor | undefined
  /** Starts it once (later calls return the first call's promise). The promise carries
   *  React's `status`/`value` fields, so `use()` reads a started actor without suspending. */
  start: () => Promise<SessionActor>
  /** Calls `listener` when the actor starts and on every change of its state. */
  subscribe: (listener: () => void) => () => void
  /** Stops the actor (the provider unmounts); a later `start` starts a new one. */
  stop: () => void
}

/** A holder whose actor `startSession` loads and starts (sending RESTORE). */
export function sessionHolder(startSession: () => Promise<SessionActor>): SessionHolder {
  let actor: SessionActor | undefined
  let starting: Promise<SessionActor> | undefined
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const start = () => {
    if (starting) return starting
    const attempt: Promise<SessionActor> = readableByUse(
      startSession().then(
        (started) => {
          if (starting !== attempt) {
            started.stop() // stopped while it loaded
            return started
          }
          actor = started
          actor.subscribe(notify)
          notify()
          return started
        },
        (error: unknown) => {
          if (starting === attempt) starting = undefined // a later call tries again
          throw error
        },
      ),
    )
    starting = attempt
    return attempt
  }

  return {
    current: () => actor,
    start,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => {
      starting = undefined
      actor?.stop()
      actor = undefined
    },
  }
}

/** A holder of an actor that already runs (tests, the playground). */
export function heldSession(actor: SessionActor): SessionHolder {
  const started = readableByUse(Promise.resolve(actor))
  Object.assign(started, { status: 'fulfilled', value: actor })
  return {
    current: () => actor,
    start: () => started,
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    stop: () => {},
  }
}

/** Marks the promise with the fields React's `use()` reads, so that once settled it is read
 *  at once rather than after a suspension. */
function readableByUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => void Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
  )
  return promise
}
