import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BROWSER_ANSWER_MS,
  browserConnection,
  webSocketConnection,
} from '../../src/ui/app/inspectorConnection'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** The browser inspector as the badge sees it: start() opens a window, or is blocked. */
function browserInspector(opens: boolean) {
  const target = { closed: false, focus: vi.fn() }
  const inspector = {
    adapter: { targetWindow: null as typeof target | null },
    start: vi.fn(() => {
      if (opens) inspector.adapter.targetWindow = target
    }),
  }
  return { inspector, target }
}

describe('the Stately inspector window', () => {
  it('waits for a click, then connects when the window answers', () => {
    const { inspector, target } = browserInspector(true)
    const connection = browserConnection(inspector)
    expect(connection.get().state).toBe('waiting')
    expect(inspector.start).not.toHaveBeenCalled()
    connection.open!()
    expect(connection.get().state).toBe('connecting')
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }))
    expect(connection.get().state).toBe('connected')
    connection.open!() // a second click shows the same window
    expect(inspector.start).toHaveBeenCalledTimes(1)
    expect(target.focus).toHaveBeenCalled()
  })

  it('says so when the browser blocks the window, when it does not answer, when it is closed', () => {
    const blocked = browserConnection(browserInspector(false).inspector)
    blocked.open!()
    expect(blocked.get()).toEqual({ state: 'failed', detail: expect.stringMatching(/blocked/) })

    const { inspector, target } = browserInspector(true)
    const silent = browserConnection(inspector)
    silent.open!()
    vi.advanceTimersByTime(BROWSER_ANSWER_MS + 1000)
    expect(silent.get()).toEqual({
      state: 'failed',
      detail: expect.stringMatching(/needs internet/),
    })
    target.closed = true
    vi.advanceTimersByTime(1000)
    expect(silent.get()).toEqual({ state: 'failed', detail: expect.stringMatching(/closed/) })
  })
})

describe('the WebSocket inspector', () => {
  it('follows the socket: connecting, failed and retrying with the attempt, connected', () => {
    const adapter = { ws: { readyState: WebSocket.CONNECTING as number } }
    const connection = webSocketConnection(adapter, 'ws://127.0.0.1:8790')
    const listener = vi.fn()
    connection.subscribe(listener)
    expect(connection.get()).toEqual({
      state: 'connecting',
      detail: 'Connecting to ws://127.0.0.1:8790…',
    })
    adapter.ws.readyState = WebSocket.CLOSED
    vi.advanceTimersByTime(500)
    expect(connection.get().state).toBe('failed')
    expect(connection.get().detail).toMatch(/^Nothing answers at ws:\/\/127\.0\.0\.1:8790/)
    expect(listener).toHaveBeenCalled()
    adapter.ws = { readyState: WebSocket.CONNECTING as number } // the library's retry, 5 s later
    vi.advanceTimersByTime(500)
    expect(connection.get().detail).toBe('Reconnecting to ws://127.0.0.1:8790 (attempt 2)…')
    adapter.ws.readyState = WebSocket.OPEN
    vi.advanceTimersByTime(500)
    expect(connection.get()).toEqual({
      state: 'connected',
      detail: 'Streaming every actor to ws://127.0.0.1:8790 (attempt 2).',
    })
  })
})
