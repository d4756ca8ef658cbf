// The flight recorder: while inspection is on (`?inspect`), every actor's events and the state
// each left it in, with the time, kept in the page until the tester exports them as one file
// (src/dev/recording.ts). Everything passes through the inspector's redaction first
// (inspectionRedaction.ts): a secret the machines declare is never kept, so never exported.
// Bounded: past MAX_ENTRIES entries or MAX_CHARACTERS of JSON it stops, and says so; it keeps
// the beginning rather than the end, since a replay starts from each actor's first state.
import type { StatelyInspectionEvent } from '@statelyai/inspect'
import type { AnyActor, InspectionEvent, Observer } from 'xstate'
import type { SecretsDeclaration } from '../lib/secrets'
import { downloadText } from './download'
import { createInspectionRedaction } from './inspectionRedaction'
import type { RecordedActor, RecordedEntry, Recording } from './recording'
import { RECORDING_FORMAT, RECORDING_VERSION, recordingFileName } from './recordingFile'

export const MAX_ENTRIES = 5000
/** About as many bytes: the console's lists make large contexts. */
export const MAX_CHARACTERS = 8_000_000

export interface RecorderStatus {
  entries: number
  /** Why it stopped, when it reached its bound. */
  truncated: string | null
}

export interface Recorder {
  inspect: Observer<InspectionEvent>
  status: () => RecorderStatus
  subscribe: (listener: () => void) => () => void
  recording: () => Recording
  /** Saves the recording as a file (recording-<page>-<start>.json). */
  download: () => void
}

interface RecorderOptions {
  declarations: readonly SecretsDeclaration[]
  /** The page's path (no query). */
  page: string
  app: Recording['app']
  /** Milliseconds, monotonic (performance.now in a page). */
  now: () => number
  /** The wall clock, for the start's date. */
  wallClock: () => Date
  maxEntries?: number
}

const machineIdOf = (actor: AnyActor) => {
  const logic = actor.logic as { id?: unknown; root?: unknown }
  return logic.root && typeof logic.id === 'string' ? logic.id : null
}

export function createRecorder({
  declarations,
  page,
  app,
  now,
  wallClock,
  maxEntries = MAX_ENTRIES,
}: RecorderOptions): Recorder {
  const redaction = createInspectionRedaction(declarations)
  const started = now()
  const startedAt = wallClock().toISOString()
  const actors: RecordedActor[] = []
  const entries: RecordedEntry[] = []
  /** Who sent each event: XState reports the sender when it relays the event, and the state
   *  after it once the actor has taken it (queued behind others, maybe), with the same object. */
  const senders = new WeakMap<object, string | null>()
  let characters = 0
  let status: RecorderStatus = { entries: 0, truncated: null }
  const listeners = new Set<() => void>()
  const changed = (next: RecorderStatus) => {
    status = next
    listeners.forEach((listener) => listener())
  }

  const recording = (): Recording => ({
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    app,
    page,
    startedAt,
    truncated: status.truncated ? { entries: entries.length, reason: status.truncated } : null,
    actors: [...actors],
    entries: [...entries],
  })

  const record = (event: InspectionEvent & { type: '@xstate.snapshot' }) => {
    const actor = event.actorRef as AnyActor
    const message = {
      type: '@xstate.snapshot',
      sessionId: actor.sessionId,
      snapshot: event.snapshot,
      event: event.event,
    } as unknown as StatelyInspectionEvent
    const redacted = redaction.redact(message) as unknown as {
      snapshot: { value?: unknown; status: RecordedEntry['state']['status']; context?: unknown }
      event: RecordedEntry['event']
    }
    const entry: RecordedEntry = {
      at: Math.round((now() - started) * 10) / 10,
      actor: actor.sessionId,
      machine: machineIdOf(actor),
      source: senders.get(event.event) ?? null,
      event: redacted.event,
      state: {
        value: redacted.snapshot.value ?? null,
        status: redacted.snapshot.status,
        context: redacted.snapshot.context ?? null,
      },
    }
    const size = JSON.stringify(entry).length
    if (entries.length >= maxEntries || characters + size > MAX_CHARACTERS) {
      const bound =
        entries.length >= maxEntries
          ? `${maxEntries.toLocaleString('en')} events`
          : `${(MAX_CHARACTERS / 1e6).toFixed(0)} MB`
      changed({
        entries: entries.length,
        truncated: `Recording truncated at ${bound}: the first ${entries.length.toLocaleString('en')} events are kept, later ones are not.`,
      })
      return
    }
    characters += size
    entries.push(entry)
    changed({ entries: entries.length, truncated: null })
  }

  return {
    inspect: {
      next(event) {
        redaction.track(event)
        if (status.truncated) return
        if (event.type === '@xstate.actor') {
          const actor = event.actorRef as AnyActor
          const machine = machineIdOf(actor)
          actors.push({
            id: actor.sessionId,
            machine,
            parent: actor._parent?.sessionId ?? null,
            name: actor._parent ? actor.id : (machine ?? actor.id),
          })
        } else if (event.type === '@xstate.event') {
          senders.set(event.event, event.sourceRef?.sessionId ?? null)
        } else if (event.type === '@xstate.snapshot') {
          record(event)
        }
      },
    },
    status: () => status,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    recording,
    download() {
      const kept = recording()
      downloadText(recordingFileName(kept), JSON.stringify(kept, null, 1), 'application/json')
    },
  }
}
