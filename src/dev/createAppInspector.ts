// Loaded lazily by inspector.ts, only when a tester asks for the inspector. Everything goes
// through the library's public API: `createBrowserInspector` for the Stately window, and
// `createInspector` with an adapter of ours for the WebSocket, whose socket we own, so that the
// badge follows the socket's own events. Passwords, tokens and access codes never reach either
// (src/machines/secrets.ts, inspectionRedaction.ts). Beside either, the flight recorder keeps
// every actor's events for the badge's export (recorder.ts).
import { createBrowserInspector, createInspector } from '@statelyai/inspect'
import type { InspectionEvent, Observer } from 'xstate'
import { name, version } from '../../package.json'
import { machineSecrets } from '../machines/secrets'
import { redactedInspect } from './inspectionRedaction'
import type { InspectorRequest } from './inspector'
import { createRecorder, type Recorder } from './recorder'

export type InspectorState = 'waiting' | 'opened' | 'connecting' | 'connected' | 'failed'

export interface InspectorStatus {
  state: InspectorState
  /** A sentence for the tester: what is happening, and what to do when it failed. */
  detail: string
}

export interface AppInspector {
  inspect: Observer<InspectionEvent>
  status: () => InspectorStatus
  subscribe: (listener: () => void) => () => void
  /** Opens the Stately inspector's window: only from a click, so no pop-up blocker stops it. */
  open?: () => void
  /** Every actor's events since the page started, for the badge's export. */
  recorder: Recorder
}

type Transport = Omit<AppInspector, 'recorder'>

/** Messages kept until the inspector is there to receive them. */
const KEPT_UNTIL_CONNECTED = 1000
/** How long after its socket closed the WebSocket transport tries again. */
export const RETRY_MS = 5000
const OFFLINE_HINT =
  'Offline, run npm run inspect:log and open the page with ?inspect=ws://127.0.0.1:8790.'

function statusStore(initial: InspectorStatus) {
  let status = initial
  const listeners = new Set<() => void>()
  return {
    status: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(state: InspectorState, detail: string) {
      status = { state, detail }
      listeners.forEach((listener) => listener())
    },
  }
}

export function createAppInspector(request: InspectorRequest, page?: Window): AppInspector {
  const transport =
    request.kind === 'websocket'
      ? webSocketInspector(request.url)
      : browserInspector(page ?? window)
  const recorder = createRecorder({
    declarations: machineSecrets,
    page: globalThis.location?.pathname ?? '/',
    app: { name, version },
    now: () => performance.now(),
    wallClock: () => new Date(),
  })
  return {
    ...transport,
    recorder,
    inspect: {
      next(event) {
        recorder.inspect.next?.(event)
        transport.inspect.next?.(event)
      },
    },
  }
}

/** Every message, as JSON, over a WebSocket to `npm run inspect:log` (or any server on this
 *  machine); while nothing answers, it tries again every 5 s and keeps the messages. */
function webSocketInspector(url: string): Transport {
  const store = statusStore({ state: 'connecting', detail: `Connecting to ${url}…` })
  const kept: string[] = []
  let socket: WebSocket | undefined
  let attempts = 0
  const connect = () => {
    attempts += 1
    const attempt = attempts > 1 ? ` (attempt ${attempts})` : ''
    if (attempts > 1) store.set('connecting', `Reconnecting to ${url}${attempt}…`)
    const current = new WebSocket(url)
    socket = current
    current.addEventListener('open', () => {
      store.set('connected', `Streaming every actor to ${url}${attempt}.`)
      for (const message of kept.splice(0)) current.send(message)
    })
    // An error closes the socket too: one place to report it and try again.
    current.addEventListener('close', () => {
      store.set(
        'failed',
        `Nothing answers at ${url} (is npm run inspect:log running?). Retrying every ${RETRY_MS / 1000} s${attempt}.`,
      )
      setTimeout(connect, RETRY_MS)
    })
  }
  const inspect = redactedInspect((redaction) => {
    const inspector = createInspector(
      {
        start: connect,
        send(message) {
          const json = JSON.stringify(message)
          if (socket?.readyState === WebSocket.OPEN) socket.send(json)
          else if (kept.push(json) > KEPT_UNTIL_CONNECTED) kept.shift()
        },
      },
      redaction,
    )
    inspector.start()
    return inspector
  }, machineSecrets)
  return { inspect, status: store.status, subscribe: store.subscribe }
}

/** The Stately inspector's window (it needs internet), opened from the badge's button. */
function browserInspector(page: Window): Transport {
  const store = statusStore({
    state: 'waiting',
    detail: 'Open the inspector to see every actor (it needs internet).',
  })
  let inspector: ReturnType<typeof createBrowserInspector> | undefined
  const inspect = redactedInspect((redaction) => {
    // Not started: a window opened without a click is a pop-up the browser blocks. What
    // happens until it is opened is kept and sent to it when it connects.
    inspector = createBrowserInspector({
      ...redaction,
      window: page,
      autoStart: false,
      maxDeferredEvents: KEPT_UNTIL_CONNECTED,
    })
    return inspector
  }, machineSecrets)
  // The window says it is there by posting this message to its opener.
  page.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === '@statelyai.connected')
      store.set('connected', 'Every actor is shown in the inspector window.')
  })
  return {
    inspect,
    status: store.status,
    subscribe: store.subscribe,
    open() {
      inspector!.start()
      // The window answers with the message above once it has loaded.
      store.set('opened', `Opened in a window of its own; it needs internet. ${OFFLINE_HINT}`)
    },
  }
}
