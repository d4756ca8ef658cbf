// One of the site's two ways to load code lazily (the other, for view code, is lazyView.ts).
//
// Use it for a FLOW whose view is on the page from its first paint but whose machine (and with
// it xstate, its effects, zod and the HTTP client) need not be in the first load: the view
// renders at once from the flow's state as `undefined` (what the prerendered page shows), and
// sends its events to the flow from the start. The flow queues them, in order, until its
// machine has arrived and started, then hands them over. The machine is fetched as soon as an
// event is sent, or while the visitor reads (whenIdle), whichever comes first; a view may show
// that it heard a press meanwhile (`useFlowWaiting`).
//
// A flow is also a read-only stand-in for its actor in views: `getSnapshot()` and `subscribe()`
// as an actor has them, so a test (or the playground) can pass a running actor instead.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate'
import { whenIdle } from './whenIdle'

type EventOf<TActor extends AnyActorRef> = EventFrom<TActor>

/** What a view needs of a flow: a running actor is one too. */
export interface FlowRef<TActor extends AnyActorRef> {
  send: (event: EventOf<TActor>) => void
  /** The actor's state; undefined while its machine has not arrived. */
  getSnapshot: () => SnapshotFrom<TActor> | undefined
  subscribe: (listener: () => void) => { unsubscribe: () => void }
}

export interface LazyFlow<TActor extends AnyActorRef> extends FlowRef<TActor> {
  /** Loads and starts the actor (once; a failed load is tried again by the next call). */
  start: () => Promise<TActor>
  /** The running actor, or undefined before it has started. */
  current: () => TActor | undefined
  /** True while an event of this type waits for the machine. */
  waitingFor: (type: string) => boolean
  /** Stops the actor; events sent later start a new one. */
  stop: () => void
}

/** A flow whose actor `load` creates and starts (a dynamic import of the flow's module). */
export function lazyFlow<TActor extends AnyActorRef>(
  load: () => Promise<TActor>,
): LazyFlow<TActor> {
  let actor: TActor | undefined
  let starting: Promise<TActor> | undefined
  let queued: EventOf<TActor>[] = []
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const start = (): Promise<TActor> => {
    if (actor) return Promise.resolve(actor)
    if (starting) return starting
    const attempt = load().then(
      (started) => {
        if (starting !== attempt) {
          started.stop() // stopped while it loaded
          return started
        }
        actor = started
        started.subscribe(notify)
        const events = queued
        queued = []
        events.forEach((event) => started.send(event))
        notify()
        return started
      },
      (error: unknown) => {
        if (starting === attempt) starting = undefined
        throw error
      },
    )
    starting = attempt
    return attempt
  }

  return {
    send: (event) => {
      if (actor) return actor.send(event)
      queued.push(event)
      notify() // an event now waits
      // A network that failed is tried again with the next event; the events stay queued.
      start().catch(() => notify())
    },
    getSnapshot: () => actor?.getSnapshot() as SnapshotFrom<TActor> | undefined,
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    },
    start,
    current: () => actor,
    waitingFor: (type) =>
      !actor && queued.some((event) => (event as { type: string }).type === type),
    stop: () => {
      starting = undefined
      queued = []
      actor?.stop()
      actor = undefined
    },
  }
}

/**
 * A flow for the calling component: created on its first render, fetched while the visitor
 * reads (or at the first event), stopped when the component unmounts. `load` is read once.
 */
export function useLazyFlow<TActor extends AnyActorRef>(
  load: () => Promise<TActor>,
): LazyFlow<TActor> {
  const [flow] = useState(() => lazyFlow(load))
  useEffect(() => {
    let mounted = true
    whenIdle(() => mounted && void flow.start().catch(() => {}))
    return () => {
      mounted = false
      flow.stop()
    }
  }, [flow])
  return flow
}

/** A flow over an actor that already runs (tests, the playground): nothing to load or queue,
 *  and stopping it is its owner's business. */
export function runningFlow<TActor extends AnyActorRef>(actor: TActor): LazyFlow<TActor> {
  return {
    send: (event) => actor.send(event),
    getSnapshot: () => actor.getSnapshot() as SnapshotFrom<TActor>,
    subscribe: (listener) => actor.subscribe(() => listener()),
    start: () => Promise.resolve(actor),
    current: () => actor,
    waitingFor: () => false,
    stop: () => {},
  }
}

/** What `select` reads of the flow's state: of undefined until its machine has arrived (and
 *  always while prerendering), so a view renders as the prerendered page did until then. */
export function useFlowState<TActor extends AnyActorRef, T>(
  flow: FlowRef<TActor>,
  select: (snapshot: SnapshotFrom<TActor> | undefined) => T,
): T {
  return useSyncExternalStore(
    useSubscribe(flow),
    () => select(flow.getSnapshot()),
    () => select(undefined),
  )
}

/** True while the flow holds an event of this type for a machine that has not arrived: a view
 *  shows that the press was heard (a busy button). A running actor never waits. */
export function useFlowWaiting(flow: FlowRef<AnyActorRef>, type: string): boolean {
  return useSyncExternalStore(
    useSubscribe(flow),
    () => 'waitingFor' in flow && (flow as LazyFlow<AnyActorRef>).waitingFor(type),
    () => false,
  )
}

const useSubscribe = (flow: FlowRef<AnyActorRef>) =>
  useCallback(
    (listener: () => void) => {
      const subscription = flow.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [flow],
  )
