import { describe, expect, it } from 'vitest'
import { REDACTED, redactPaths, redactPayload } from '../../src/lib/redact'
import { inspectorRequest } from '../../src/ui/app/inspector'

describe('inspectorRequest', () => {
  it('is off unless asked for', () => {
    expect(inspectorRequest('')).toBeUndefined()
    expect(inspectorRequest('?page=2')).toBeUndefined()
  })

  it('opens the browser inspector for ?inspect or the build flag', () => {
    expect(inspectorRequest('?inspect')).toEqual({ kind: 'browser' })
    expect(inspectorRequest('', 'true')).toEqual({ kind: 'browser' })
  })

  it('lists the actors in the page for ?inspect=panel', () => {
    expect(inspectorRequest('?inspect=panel')).toEqual({ kind: 'panel' })
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
