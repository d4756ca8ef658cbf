import { describe, expect, it } from 'vitest'
import { REDACTED, redactSecrets } from '../../src/lib/redact'
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

describe('redactSecrets', () => {
  it('hides passwords, tokens and access codes at any depth, and keeps the rest', () => {
    const context = {
      username: 'demo.member',
      pwd: 'Club-Demo-2025!',
      user: { token: 'jwt', user_login: { first_name: 'Avery', refresh_token: 'r1' } },
      validCode: 'WELCOME-2025',
      attempts: [{ code: 'GUESS-1' }],
      step: 2,
      error: undefined,
    }
    expect(redactSecrets(context)).toEqual({
      username: 'demo.member',
      pwd: REDACTED,
      user: { token: REDACTED, user_login: { first_name: 'Avery', refresh_token: REDACTED } },
      validCode: REDACTED,
      attempts: [{ code: REDACTED }],
      step: 2,
      error: undefined,
    })
    expect(context.pwd).toBe('Club-Demo-2025!') // the original is untouched
  })

  it('redacts the fields of events too', () => {
    expect(redactSecrets({ type: 'SUBMIT', code: 'WELCOME-2025' })).toEqual({
      type: 'SUBMIT',
      code: REDACTED,
    })
  })
})
