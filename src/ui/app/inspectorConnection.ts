// What the inspector badge says about the connection, read from the Stately inspector's
// adapters (they report nothing themselves, so the WebSocket one is polled). Loaded lazily.

export type ConnectionState = 'waiting' | 'connecting' | 'connected' | 'failed'

export interface ConnectionStatus {
  state: ConnectionState
  /** A sentence for the tester: what is happening, and why it failed. */
  detail: string
}

export interface InspectorConnection {
  get: () => ConnectionStatus
  subscribe: (listener: () => void) => () => void
  /** Opens (or shows) the inspector window: only from a click, so no pop-up blocker stops it. */
  open?: () => void
}

function statusStore(initial: ConnectionStatus) {
  let status = initial
  const listeners = new Set<() => void>()
  return {
    get: () => status,
    set(next: ConnectionStatus) {
      if (next.state === status.state && next.detail === status.detail) return
      status = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const POLL_MS = 500
/** How long the inspector window may take to answer before the badge says it failed. */
export const BROWSER_ANSWER_MS = 20_000

/** The browser inspector, created without starting: the window opens on the badge's button. */
export function browserConnection(
  inspector: { start: () => void; adapter: unknown },
  page: Window = window,
): InspectorConnection {
  const adapter = inspector.adapter as { targetWindow?: Window | null }
  const store = statusStore({
    state: 'waiting',
    detail: 'Open the inspector to see every actor (it needs internet).',
  })
  let answered = false
  let timer: ReturnType<typeof setInterval> | undefined
  page.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null
    if (data?.type !== '@statelyai.connected') return
    answered = true
    store.set({ state: 'connected', detail: 'Every actor is shown in the inspector window.' })
  })
  const watch = (openedAt: number) => {
    clearInterval(timer)
    timer = setInterval(() => {
      const target = adapter.targetWindow
      if (!target || target.closed) {
        clearInterval(timer)
        store.set({ state: 'failed', detail: 'The inspector window was closed: open it again.' })
      } else if (!answered && Date.now() - openedAt > BROWSER_ANSWER_MS) {
        store.set({
          state: 'failed',
          detail: `The inspector window did not answer in ${BROWSER_ANSWER_MS / 1000} s: it needs internet. Offline, run npm run inspect:log and open the page with ?inspect=ws://127.0.0.1:8790.`,
        })
      }
    }, POLL_MS)
  }
  return {
    get: store.get,
    subscribe: store.subscribe,
    open() {
      const target = adapter.targetWindow
      if (target && !target.closed) {
        target.focus()
        return
      }
      answered = false
      inspector.start()
      if (!adapter.targetWindow) {
        store.set({
          state: 'failed',
          detail: 'The browser blocked the inspector window: allow pop-ups for this site.',
        })
        return
      }
      store.set({ state: 'connecting', detail: 'Waiting for the inspector window to answer…' })
      watch(Date.now())
    },
  }
}

/** The WebSocket inspector, which retries every 5 s after an error (the library's rule). */
export function webSocketConnection(adapter: unknown, url: string): InspectorConnection {
  const socketOf = () => (adapter as { ws?: WebSocket }).ws
  const store = statusStore({ state: 'connecting', detail: `Connecting to ${url}…` })
  let lastSocket: WebSocket | undefined
  let attempts = 0
  const read = () => {
    const socket = socketOf()
    if (socket && socket !== lastSocket) {
      lastSocket = socket
      attempts += 1
    }
    const retry = attempts > 1 ? ` (attempt ${attempts})` : ''
    if (!socket || socket.readyState === WebSocket.CONNECTING) {
      store.set({
        state: 'connecting',
        detail: attempts > 1 ? `Reconnecting to ${url}${retry}…` : `Connecting to ${url}…`,
      })
    } else if (socket.readyState === WebSocket.OPEN) {
      store.set({ state: 'connected', detail: `Streaming every actor to ${url}${retry}.` })
    } else {
      store.set({
        state: 'failed',
        detail: `Nothing answers at ${url} (is npm run inspect:log running?). Retrying every 5 s${retry}.`,
      })
    }
  }
  read()
  setInterval(read, POLL_MS)
  return { get: store.get, subscribe: store.subscribe }
}

/** The in-page panel needs no connection. */
export function panelConnection(): InspectorConnection {
  const status: ConnectionStatus = {
    state: 'connected',
    detail: 'Every live actor is listed in the panel (it works offline).',
  }
  return { get: () => status, subscribe: () => () => {} }
}
