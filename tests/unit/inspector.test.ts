import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { assign, createActor, createMachine } from 'xstate'
import { createAppInspector } from '../../src/dev/createAppInspector'
import { inspectorRequest } from '../../src/dev/inspector'
import { REDACTED, redactPaths, redactPayload } from '../../src/lib/redact'
import { startLogServer } from '../support/inspectLogServer'

describe('inspectorRequest', () => {
  it('is off unless asked for', () => {
    expect(inspectorRequest('')).toBeUndefined()
    expect(inspectorRequest('?page=2')).toBeUndefined()
  })

  it('opens the browser inspector for ?inspect or the build flag', () => {
    expect(inspectorRequest('?inspect')).toEqual({ kind: 'browser' })
    expect(inspectorRequest('', 'true')).toEqual({ kind: 'browser' })
  })

  it('takes any other value for the browser inspector (the in-page panel is gone)', () => {
    expect(inspectorRequest('?inspect=panel')).toEqual({ kind: 'browser' })
  })

  it('streams to a WebSocket inspector on this machine only', () => {
    expect(inspectorRequest('?inspect=ws://127.0.0.1:8790')).toEqual({
      kind: 'websocket',
      url: 'ws://127.0.0.1:8790',
    })
    expect(inspectorRequest('?inspect=ws://localhost:9000/')).toEqual({
      kind: 'websocket',
      url: 'ws://localhost:9000/',
    })
    // Anywhere else would send the page's state off the machine: fall back to the browser one.
    expect(inspectorRequest('?inspect=wss://collector.example.com')).toEqual({ kind: 'browser' })
  })
})

describe('redactPaths', () => {
  it('replaces the declared fields at any depth, in each item of an array, and keeps the rest', () => {
    const context = {
      username: 'demo.member',
      password: 'Club-Demo-2025!',
      session: { token: 'jwt', user_login: { first_name: 'Avery', refresh_token: 'r1' } },
      attempts: [{ code: 'GUESS-1' }, { code: 'GUESS-2' }],
    }
    expect(
      redactPaths(context, ['password', 'session.user_login.refresh_token', 'attempts.code']),
    ).toEqual({
      username: 'demo.member',
      password: REDACTED,
      session: { token: 'jwt', user_login: { first_name: 'Avery', refresh_token: REDACTED } },
      attempts: [{ code: REDACTED }, { code: REDACTED }],
    })
    expect(context.password).toBe('Club-Demo-2025!') // the original is untouched
  })

  it("leaves absent and empty fields as they are, and '' hides the whole value", () => {
    expect(redactPaths({ password: '', session: null }, ['password', 'session.token'])).toEqual({
      password: '',
      session: null,
    })
    expect(redactPaths('Club-Demo-2025!', [''])).toBe(REDACTED)
  })
})

describe('redactPayload', () => {
  it('hides every field of an event but its type', () => {
    expect(redactPayload({ type: 'TYPE', code: 'WELCOME-2025', at: { x: 1 } })).toEqual({
      type: 'TYPE',
      code: REDACTED,
      at: REDACTED,
    })
  })
})

/** Secrets as the login dialog holds them: its machine's id is the one its declaration names. */
const SECRET = 'Typed-Secret-42'
const loginLike = createMachine({
  id: 'loginModal',
  types: {} as {
    context: { username: string; password: string }
    events: { type: 'CHANGE_PASSWORD'; value: string }
  },
  context: { username: 'demo.member', password: '' },
  on: { CHANGE_PASSWORD: { actions: assign({ password: ({ event }) => event.value }) } },
})

describe('the Stately inspector window', () => {
  it('opens on a click only, and is sent what happened before it, redacted', async () => {
    const posted: string[] = []
    const page = Object.assign(new EventTarget(), {
      open: vi.fn(() => ({
        postMessage: (message: unknown) => posted.push(JSON.stringify(message)),
      })),
    }) as unknown as Window
    const inspector = createAppInspector({ kind: 'browser' }, page)
    const actor = createActor(loginLike, { inspect: inspector.inspect }).start()
    actor.send({ type: 'CHANGE_PASSWORD', value: SECRET })
    await new Promise((resolve) => setTimeout(resolve, 50)) // the library converts when idle
    expect(page.open).not.toHaveBeenCalled()
    expect(inspector.status().state).toBe('waiting')

    inspector.open!()
    expect(page.open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector')
    expect(inspector.status()).toEqual({
      state: 'opened',
      detail: expect.stringMatching(/internet/),
    })
    page.dispatchEvent(new MessageEvent('message', { data: { type: '@statelyai.connected' } }))
    expect(inspector.status().state).toBe('connected')
    const all = posted.join('\n')
    expect(all).toContain('"username":"demo.member"')
    expect(all).toContain('"type":"CHANGE_PASSWORD","value":"[redacted]"')
    expect(all).not.toContain(SECRET)
  })
})

/** Node 20 has no WebSocket of its own. A browser's reports an error with an event followed by
 *  close; ws's would throw it when nobody listens for it. */
class BrowserLikeWebSocket extends WebSocket {
  constructor(url: string) {
    super(url)
    this.on('error', () => {})
  }
}

describe('the WebSocket inspector, against a server on 127.0.0.1', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', BrowserLikeWebSocket))
  afterEach(() => vi.unstubAllGlobals())

  it('streams every message, redacted, once connected, and what happened before it too', async () => {
    const server = await startLogServer()
    try {
      const inspector = createAppInspector({ kind: 'websocket', url: server.url })
      expect(inspector.status()).toEqual({
        state: 'connecting',
        detail: `Connecting to ${server.url}…`,
      })
      const actor = createActor(loginLike, { inspect: inspector.inspect }).start()
      actor.send({ type: 'CHANGE_PASSWORD', value: SECRET }) // before the socket is open
      await vi.waitFor(() =>
        expect(inspector.status()).toEqual({
          state: 'connected',
          detail: `Streaming every actor to ${server.url}.`,
        }),
      )
      type Message = { type: string; name?: string; event?: { type: string } }
      const received = () => server.messages.map((text) => JSON.parse(text) as Message)
      const changes = () => received().filter((sent) => sent.event?.type === 'CHANGE_PASSWORD')
      await vi.waitFor(() => expect(changes()).toHaveLength(2)) // its event and its snapshot
      actor.send({ type: 'CHANGE_PASSWORD', value: `${SECRET}-again` }) // while it is open
      await vi.waitFor(() => expect(changes()).toHaveLength(4))
      expect(received()[0]).toMatchObject({ type: '@xstate.actor', name: 'loginModal' })
      const all = server.messages.join('\n')
      expect(all).toContain('"username":"demo.member"')
      expect(all).toContain('"password":"[redacted]"')
      expect(all).not.toContain(SECRET)

      server.close()
      await vi.waitFor(() => expect(inspector.status().state).toBe('failed'))
    } finally {
      server.close()
    }
  })

  it('says so when nothing answers, and that it tries again', async () => {
    const free = await startLogServer()
    free.close() // nothing listens on that port now
    const inspector = createAppInspector({ kind: 'websocket', url: free.url })
    await vi.waitFor(() =>
      expect(inspector.status()).toEqual({
        state: 'failed',
        detail: `Nothing answers at ${free.url} (is npm run inspect:log running?). Retrying every 5 s.`,
      }),
    )
  })
})
