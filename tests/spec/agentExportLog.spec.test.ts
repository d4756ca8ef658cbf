// Issue 43, item 8: every export recorded, in a list administrators see. The export log is
// loaded with its page and on Refresh; a failure says so and offers Try again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  agentExportLogMachine,
  agentExportLogMessages,
} from '../../src/machines/agentExportLog.machine'
import { describeFilters } from '../../src/agents/format'
import { fakeCall } from './actors'
import { missingEffects } from './missingEffects'
import { agentsError } from '../support/agents'
import type { ExportLog } from '../../src/agents/contract'

const entry: ExportLog['exports'][number] = {
  id: 4,
  at: '2026-12-05T10:30:00.000Z',
  by: 'Dana Admin',
  filters: { kind: 'message' },
  outcome: 'complete',
  rows: 12,
}

function start() {
  const loadLog = fakeCall<ExportLog>()
  const actor = createActor(
    agentExportLogMachine.provide({ actors: { loadLog: loadLog.logic } }),
  ).start()
  return { actor, loadLog }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the export log', () => {
  it('loads when it opens, and again on Refresh, keeping the list while it loads', async () => {
    const { actor, loadLog } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toEqual({ exports: [] })
    await loadLog.resolve({ exports: [entry] })
    expect(actor.getSnapshot().value).toBe('shown')
    expect(actor.getSnapshot().context.exports).toEqual([entry])
    actor.send({ type: 'REFRESH' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.exports).toEqual([entry])
    await loadLog.resolve({ exports: [] })
    expect(actor.getSnapshot().context.exports).toEqual([])
  })

  // A 401 is a failure like another here: the console's client ends the session (item 5).
  it.each([
    [agentsError(401)],
    [new Error('offline')],
    [null], // a call that fails without an error object
  ])('a failure (%s) says so, and Try again loads it again', async (error) => {
    const { actor, loadLog } = start()
    await loadLog.reject(error)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(agentExportLogMessages.failed).toBe(
      'The export log could not be loaded. Please try again.',
    )
    actor.send({ type: 'REFRESH' })
    expect(actor.getSnapshot().value).toBe('loading')
  })

  it('names the call the app must supply', async () => {
    vi.useRealTimers()
    expect(await missingEffects(agentExportLogMachine, [])).toEqual([
      expect.stringContaining('loadLog is not provided'),
    ])
  })

  it.each([
    [{}, 'All items'],
    [{ kind: 'message', status: 'inReview' }, 'Kind: Message, Status: In review'],
    [{ owner: 'none', q: 'Zoë' }, 'Owner: nobody, Search: “Zoë”'],
    [
      { owner: '7', from: '2026-12-01', to: '2026-12-05' },
      'Owner: account 7, From: 2026-12-01, To: 2026-12-05',
    ],
    [{ kind: 'parcel', status: 'lost', q: '' }, 'Kind: parcel, Status: lost'],
  ])('the filters %j read %j', (filters, text) => {
    expect(describeFilters(filters)).toBe(text)
  })
})
