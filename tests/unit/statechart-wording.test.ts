import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { loadMachines } from '../../scripts/lib/machines'
import {
  eventLabel,
  eventsOf,
  missingMeanings,
  missingWordings,
  staleWordings,
} from '../../scripts/lib/statechart-wording'

describe('the wording of guards, delays and events in docs/statecharts', () => {
  it('words every guard, named delay and event, and describes every state, of every machine', async () => {
    const machines = (await loadMachines()).map(({ machine }) => machine)
    expect(machines.length).toBeGreaterThan(0)
    expect(missingWordings(machines)).toEqual([])
    expect(missingMeanings(machines)).toEqual([])
    expect(staleWordings(machines)).toEqual([])
  })

  it('names a wording that words nothing any more, or no machine', () => {
    const machine = setup({ guards: { isKept: () => true } }).createMachine({
      id: 'sample',
      initial: 'idle',
      states: { idle: { on: { KEPT: { guard: 'isKept', target: 'idle' } } } },
    })
    const table = {
      sample: {
        guards: { isKept: 'kept', isGone: 'gone' },
        delays: { GONE_MS: 'after a while' },
        events: { KEPT: 'kept', GONE: 'gone' },
      },
      vanished: { guards: {}, delays: {} },
    }
    expect(staleWordings([machine], table)).toEqual([
      'sample: guard isGone',
      'sample: delay GONE_MS',
      'sample: event GONE',
      'vanished: no such machine',
    ])
  })

  it('names a guard, delay or event that has no wording', () => {
    const machine = setup({
      guards: { isUnworded: () => true },
      delays: { UNWORDED_MS: 10 },
    }).createMachine({
      id: 'loginModal',
      initial: 'idle',
      states: { idle: { on: { UNWORDED_EVENT: 'idle' } } },
    })
    expect(missingWordings([machine])).toEqual([
      'loginModal: guard isUnworded',
      'loginModal: delay UNWORDED_MS',
      'loginModal: event UNWORDED_EVENT',
    ])
  })

  it("names an invoked actor's answers and a state's end as events, not delays or eventless steps", () => {
    const machine = setup({
      actors: { load: fromPromise(async () => 1) },
      delays: { WAIT_MS: 10 },
    }).createMachine({
      id: 'sample',
      initial: 'loading',
      states: {
        loading: {
          invoke: { id: 'load', src: 'load', onDone: 'steps', onError: 'waiting' },
        },
        waiting: { after: { WAIT_MS: 'loading' } },
        steps: {
          initial: 'one',
          onDone: 'deciding',
          states: { one: { on: { '*': 'two' } }, two: { type: 'final' } },
        },
        deciding: { always: 'loading' },
      },
    })
    expect(eventsOf(machine)).toEqual(['any event', 'done', 'load done', 'load failed'])
  })

  it('names a state without a description by its path', () => {
    const machine = setup({}).createMachine({
      id: 'sample',
      initial: 'shown',
      states: {
        shown: {
          description: 'The page.',
          initial: 'idle',
          states: { idle: {}, busy: { description: '  ' } },
        },
      },
    })
    expect(missingMeanings([machine])).toEqual(['sample: shown.idle', 'sample: shown.busy'])
  })

  it('reads an event in its wording, or its name made plain', () => {
    const wording = { guards: {}, delays: {}, events: { MARK_SPAM: 'marked as spam' } }
    expect(eventLabel(wording, 'MARK_SPAM')).toBe('marked as spam')
    expect(eventLabel(wording, 'CLOSE_DIALOG')).toBe('close dialog')
    expect(eventLabel(wording, 'recordRetry done')).toBe('recordRetry done')
  })
})
