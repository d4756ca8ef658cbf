// `?inspect=panel`: the inspector's messages (already redacted) kept in the page, for a panel
// that works offline. Loaded lazily with the inspector.
import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { AnyActorRef, InspectionEvent } from 'xstate'

/** How many events the panel keeps per actor. */
export const EVENTS_KEPT = 50

export interface PanelActor {
  sessionId: string
  name: string
  parentId?: string
  value?: unknown
  context?: unknown
  /** Newest last. */
  events: { type: string; event: unknown }[]
}

/** How often the panel looks for actors that stopped (they send no message when they do). */
const SWEEP_MS = 1000

export function createPanelStore() {
  const actors = new Map<string, PanelActor>()
  const refs = new Map<string, AnyActorRef>()
  const listeners = new Set<() => void>()
  let live: PanelActor[] = []
  let pending = false

  const isLive = (sessionId: string) => {
    const status = refs.get(sessionId)?.getSnapshot().status
    return status === undefined || status === 'active'
  }
  const publish = () => {
    pending = false
    for (const sessionId of actors.keys()) if (!isLive(sessionId)) actors.delete(sessionId)
    live = [...actors.values()]
    listeners.forEach((listener) => listener())
  }
  /** Messages come in bursts: the panel redraws once per burst. */
  const schedule = () => {
    if (pending) return
    pending = true
    setTimeout(publish, 50)
  }
  setInterval(() => {
    if ([...actors.keys()].some((sessionId) => !isLive(sessionId))) publish()
  }, SWEEP_MS)

  return {
    /** Keeps each actor's reference, to tell which ones still live. */
    track(event: InspectionEvent) {
      if (event.type === '@xstate.actor') {
        refs.set(event.actorRef.sessionId, event.actorRef as AnyActorRef)
      }
    },
    receive(message: StatelyInspectionEvent) {
      const known = actors.get(message.sessionId)
      const snapshot = (message as { snapshot?: { value?: unknown; context?: unknown } }).snapshot
      if (message.type === '@xstate.actor') {
        actors.set(message.sessionId, {
          sessionId: message.sessionId,
          name: message.name,
          parentId: message.parentId,
          value: snapshot?.value,
          context: snapshot?.context,
          events: [],
        })
      } else if (known && message.type === '@xstate.snapshot') {
        actors.set(message.sessionId, {
          ...known,
          value: snapshot?.value,
          context: snapshot?.context,
        })
      } else if (known && message.type === '@xstate.event') {
        const event = message.event as { type: string }
        const events = [...known.events, { type: event.type, event }].slice(-EVENTS_KEPT)
        actors.set(message.sessionId, { ...known, events })
      } else return
      schedule()
    },
    /** The live actors, in the order they started. */
    actors: (): PanelActor[] => live,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type PanelStore = ReturnType<typeof createPanelStore>
