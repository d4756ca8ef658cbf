import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup, type AnyActorRef } from 'xstate'
import { CoverageRecorder, allTransitionKeys } from './coverage'
import { describeEvent, generatePaths, internalEvents } from './paths'

// A machine with every kind of transition the helper must see: user events, a guarded invoke
// result, an invoke failure, a named delay, an eventless transition and a final state.
const sample = setup({
  actors: { load: fromPromise<number>(async () => 1) },
  guards: { large: ({ event }) => (event as unknown as { output: number }).output > 3 },
  delays: { PAUSE: 250 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { GO: 'loading', FINISH: 'done' } },
    loading: {
      invoke: {
        id: 'loader',
        src: 'load',
        onDone: [{ guard: 'large', target: 'large' }, { target: 'small' }],
        onError: 'idle',
      },
    },
    large: { after: { PAUSE: 'idle' } },
    small: { always: { target: 'idle' } },
    done: { type: 'final' },
  },
})

describe('internalEvents', () => {
  it('derives delays and invoke results, with the outputs given and a failure', () => {
    const events = internalEvents(sample, { loader: [5, 1] })
    expect(events.map(describeEvent)).toEqual([
      'done: loader(output=5)',
      'done: loader(output=1)',
      'error: loader',
      'after PAUSE',
    ])
  })
})

describe('generatePaths', () => {
  it('reaches every transition with its shortest paths', () => {
    const { paths, shortest } = generatePaths({
      machine: sample,
      events: [{ type: 'GO' }, { type: 'FINISH' }],
      invokeOutputs: { loader: [5, 1] },
      maxSimplePaths: 0,
    })
    expect(paths).toHaveLength(shortest)
    const taken = new Set(
      paths.flatMap((path) => path.steps.map((step) => describeEvent(step.event))),
    )
    expect([...taken].sort()).toEqual(
      [
        'xstate.init',
        'GO',
        'FINISH',
        'done: loader(output=5)',
        'done: loader(output=1)',
        'error: loader',
        'after PAUSE',
      ].sort(),
    )
  })

  it('gives up with a clear error on a machine with endless states', () => {
    const counter = setup({}).createMachine({
      context: { count: 0 },
      on: { ADD: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    })
    expect(() =>
      generatePaths({ machine: counter, events: [{ type: 'ADD' }], traversalLimit: 50 }),
    ).toThrow('Traversal limit exceeded')
  })

  it('bounds the simple paths', () => {
    const { simple, simpleFound } = generatePaths({
      machine: sample,
      events: [{ type: 'GO' }, { type: 'FINISH' }],
      invokeOutputs: { loader: [5, 1] },
      maxSimplePaths: 1,
    })
    expect(simpleFound).toBeGreaterThan(1)
    expect(simple).toBe(1)
  })
})

describe('CoverageRecorder', () => {
  const run = (events: { type: string }[]) => {
    const recorder = new CoverageRecorder(sample)
    const underTest: { actor?: AnyActorRef } = {}
    const actor = createActor(
      sample.provide({ actors: { load: fromPromise(() => new Promise<number>(() => {})) } }),
      { inspect: recorder.observe(() => underTest.actor) },
    )
    underTest.actor = actor
    actor.start()
    for (const event of events) actor.send(event)
    return recorder.report()
  }

  it('lists every transition of the machine, alternatives separately', () => {
    expect(allTransitionKeys(sample)).toEqual([
      'sample.idle on GO',
      'sample.idle on FINISH',
      'sample.loading on xstate.done.actor.loader #1',
      'sample.loading on xstate.done.actor.loader #2',
      'sample.loading on xstate.error.actor.loader',
      'sample.large on xstate.after.PAUSE.sample.large',
      'sample.small (always #1)',
    ])
  })

  it('reports what a run never did', () => {
    const report = run([{ type: 'GO' }, { type: 'xstate.done.actor.loader', output: 1 } as never])
    expect(report.states).toEqual({
      covered: 3,
      total: 5,
      missed: ['sample.large', 'sample.done'],
    })
    expect(report.transitions.missed).toEqual([
      'sample.idle on FINISH',
      'sample.loading on xstate.done.actor.loader #1',
      'sample.loading on xstate.error.actor.loader',
      'sample.large on xstate.after.PAUSE.sample.large',
    ])
    expect(report.transitions.covered).toBe(3)
  })
})

// A machine whose input picks its first state through a transient one.
const startsWhereTold = setup({
  types: { input: {} as { at: 'left' | 'right' }, context: {} as { at: 'left' | 'right' } },
  guards: { toLeft: ({ context }) => context.at === 'left' },
}).createMachine({
  id: 'startsWhereTold',
  context: ({ input }) => ({ at: input.at }),
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: 'toLeft', target: 'left' }, { target: 'right' }] },
    left: { on: { SWAP: 'right' } },
    right: { on: { SWAP: 'left' } },
  },
})

describe('models with several inputs', () => {
  it('generate paths from each input, named by it', () => {
    const { paths } = generatePaths({
      machine: startsWhereTold,
      inputs: [{ at: 'left' }, { at: 'right' }],
      events: [{ type: 'SWAP' }],
    })
    expect(paths.filter((path) => path.input?.at === 'left').length).toBeGreaterThan(0)
    expect(paths.filter((path) => path.input?.at === 'right').length).toBeGreaterThan(0)
    expect(paths.every((path) => path.description.startsWith('from input {"at":'))).toBe(true)
  })

  it('enumerate no simple paths when the bound is 0', () => {
    const { simple, simpleFound } = generatePaths({
      machine: startsWhereTold,
      input: { at: 'left' },
      events: [{ type: 'SWAP' }],
      maxSimplePaths: 0,
    })
    expect([simple, simpleFound]).toEqual([0, 0])
  })
})

describe('CoverageRecorder and transient states', () => {
  it('counts the start and a transient state left at once as entered', () => {
    const recorder = new CoverageRecorder(startsWhereTold)
    const underTest: { actor?: AnyActorRef } = {}
    const actor = createActor(startsWhereTold, {
      input: { at: 'left' },
      inspect: recorder.observe(() => underTest.actor),
    })
    underTest.actor = actor
    actor.start()
    expect(recorder.report().states.missed).toEqual(['startsWhereTold.right'])
    expect(recorder.report().transitions.missed).toEqual([
      'startsWhereTold.choosing (always #2)',
      'startsWhereTold.left on SWAP',
      'startsWhereTold.right on SWAP',
    ])
  })
})
