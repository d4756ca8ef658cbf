// Issue 30, erase: "recorded in the history without the erased data". The erasure log shows
// when, by whom and how many rows of each kind, loaded with the page and after each erase.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentErasureLogMachine,
  agentErasureLogMessages,
} from '../../src/machines/agentErasureLog.machine'
import { erasedCounts } from '../../src/agents/format'
import { fakeCall } from './actors'
import { missingEffects } from './missingEffects'
import { agentsError } from '../support/agents'
import type { ErasureLog } from '../../src/agents/contract'

const entry = { id: 4, at: '2026-11-27T14:05:00.000Z', by: 'Dana Admin', counts: { mail: 1 } }

function start() {
  const loadLog = fakeCall<ErasureLog>()
  const actor = createActor(
    agentErasureLogMachine.provide({
      actors: { loadLog: loadLog.logic },
    }),
  ).start()
  return { actor, loadLog }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the erasure log', () => {
  it('loads when it opens, and again on Refresh (an erase just done sends it too)', async () => {
    const { actor, loadLog } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toEqual({ erasures: [] })
    await loadLog.resolve({ erasures: [entry] })
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().context.erasures).toEqual([entry])
    actor.send({ type: 'REFRESH' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.erasures).toEqual([entry]) // kept while it loads
    await loadLog.resolve({ erasures: [] })
    expect(actor.getSnapshot().context.erasures).toEqual([])
  })

  it.each([
    [agentsError(401)],
    [new Error('offline')],
    [null], // a call that fails without an error object
  ])('a failure (%s) says so, and Try again loads it again', async (error) => {
    const { actor, loadLog } = start()
    await loadLog.reject(error)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(agentErasureLogMessages.failed).toBe(
      'The erasure log could not be loaded. Please try again.',
    )
    actor.send({ type: 'REFRESH' })
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it('names the call the app must supply', async () => {
    vi.useRealTimers()
    expect(await missingEffects(agentErasureLogMachine, [])).toEqual([
      expect.stringContaining('loadLog is not provided'),
    ])
  })

  it.each([
    [{ invitation: 1, message: 2 }, 'Invitation 1, Message 2'],
    [
      { subscription: 1, registration: 1, candidate: 1, mail: 3 },
      'Subscription 1, Registration 1, Candidate 1, Mail 3',
    ],
    [{ subscription: 0, registration: 1, message: 0, mail: 1 }, 'Registration 1, Mail 1'],
    [{ subscription: 0, invitation: 0 }, ''],
    [{}, ''],
  ])('what an erase removed, %j, reads %j', (counts, text) => {
    expect(erasedCounts(counts)).toBe(text)
  })
})
