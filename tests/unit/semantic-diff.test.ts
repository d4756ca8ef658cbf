// The review room's semantic diff on hand-made pairs of machines: each pair differs in one way a
// real change does, and the diff must name exactly that change.
import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { semanticGraphOf, semanticHash } from '../../scripts/lib/semantic-graph'
import { diffGraphs, isEmptyDiff } from '../../scripts/lib/semantic-diff'

/** A small form: editing, sending, sent, with a guard, a delay and an invoked actor. */
const formMachine = (options: {
  sendingName?: string
  submitGuard?: 'isComplete' | 'isValid'
  timeout?: boolean
  cancel?: boolean
}) => {
  const sending = options.sendingName ?? 'sending'
  return setup({
    guards: { isComplete: () => true, isValid: () => true },
    delays: { GIVE_UP_MS: 5000 },
    actions: { clearForm: () => {} },
    actors: { send: fromPromise(async () => {}) },
  }).createMachine({
    id: 'form',
    initial: 'editing',
    states: {
      editing: {
        on: {
          SUBMIT: { guard: options.submitGuard ?? 'isComplete', target: sending },
          ...(options.cancel ? { CANCEL: 'cancelled' } : {}),
        },
      },
      [sending]: {
        invoke: { id: 'send', src: 'send', onDone: 'sent', onError: 'editing' },
        ...(options.timeout === false ? {} : { after: { GIVE_UP_MS: 'editing' } }),
      },
      sent: { type: 'final', entry: 'clearForm' },
      cancelled: { type: 'final' },
    },
  })
}

const graphOf = (options: Parameters<typeof formMachine>[0]) =>
  semanticGraphOf(formMachine(options))

describe('semantic diff', () => {
  it('finds nothing between a machine and itself, and gives it the same hash', () => {
    const diff = diffGraphs(graphOf({}), graphOf({}))
    expect(isEmptyDiff(diff)).toBe(true)
    expect(semanticHash(graphOf({}))).toBe(semanticHash(graphOf({})))
  })

  it('reads a renamed state whose transitions match as a rename', () => {
    const diff = diffGraphs(graphOf({}), graphOf({ sendingName: 'submitting' }))
    expect(diff.renamed).toEqual([{ from: 'sending', to: 'submitting' }])
    expect(diff.states).toEqual({ added: [], removed: [], changed: [] })
    expect(diff.transitions).toEqual({ added: [], removed: [], changed: [] })
    expect(diff.invokes).toEqual({ added: [], removed: [], changed: [] })
    expect(isEmptyDiff(diff)).toBe(false)
  })

  it('reads a renamed state whose transitions differ as one removed and one added', () => {
    const diff = diffGraphs(graphOf({}), graphOf({ sendingName: 'submitting', timeout: false }))
    expect(diff.renamed).toEqual([])
    expect(diff.states.removed.map((state) => state.path)).toEqual(['sending'])
    expect(diff.states.added.map((state) => state.path)).toEqual(['submitting'])
  })

  it('names a changed guard on the transition it guards', () => {
    const diff = diffGraphs(graphOf({}), graphOf({ submitGuard: 'isValid' }))
    expect(diff.transitions.changed).toHaveLength(1)
    expect(diff.transitions.changed[0]!.after).toMatchObject({ source: 'editing', event: 'SUBMIT' })
    expect(diff.transitions.changed[0]!.what).toEqual(['guard: isComplete → isValid'])
    expect(diff.guards).toEqual({ added: ['isValid'], removed: ['isComplete'] })
    expect(diff.transitions.added).toEqual([])
    expect(diff.transitions.removed).toEqual([])
  })

  it('names a removed delay and the transition that waited for it', () => {
    const diff = diffGraphs(graphOf({}), graphOf({ timeout: false }))
    expect(diff.delays).toEqual({ added: [], removed: ['GIVE_UP_MS'] })
    expect(diff.transitions.removed).toEqual([
      expect.objectContaining({
        source: 'sending',
        event: 'after GIVE_UP_MS',
        delay: 'GIVE_UP_MS',
        targets: ['editing'],
      }),
    ])
    expect(diff.transitions.added).toEqual([])
    expect(diff.transitions.changed).toEqual([])
    expect(diff.states.changed).toEqual([])
  })

  it('names an added transition and nothing else', () => {
    const diff = diffGraphs(graphOf({}), graphOf({ cancel: true }))
    expect(diff.transitions.added).toEqual([
      expect.objectContaining({ source: 'editing', event: 'CANCEL', targets: ['cancelled'] }),
    ])
    expect(diff.transitions.removed).toEqual([])
    expect(diff.transitions.changed).toEqual([])
    expect(diff.states).toEqual({ added: [], removed: [], changed: [] })
    expect(semanticHash(graphOf({ cancel: true }))).not.toBe(semanticHash(graphOf({})))
  })

  it('keeps the invoked actor, its outcomes and entry actions in the graph', () => {
    const graph = graphOf({})
    expect(graph.invokes).toEqual([
      { state: 'sending', id: 'send', src: 'send', onDone: ['sent'], onError: ['editing'] },
    ])
    expect(graph.states.find((state) => state.path === 'sent')).toMatchObject({
      type: 'final',
      final: true,
      entry: ['clearForm'],
    })
  })
})
