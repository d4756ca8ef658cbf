// Which pairs of transitions count as feasible (tests/model/coverage.ts), on small machines
// made for it: a transition's target and its initial children, a targetless transition's
// subtree, the other region of a parallel state, nothing after a top-level final state.
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { structuralPairs } from '../model/coverage'

describe('feasible pairs, from the machine’s structure', () => {
  it('follow a transition into its target and the target’s initial child', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { on: { GO: 'b' } },
        b: { initial: 'b1', on: { BACK: 'a' }, states: { b1: { on: { NEXT: 'b2' } }, b2: {} } },
      },
    })
    expect(structuralPairs(machine).sort()).toEqual(
      [
        'm.a on GO → m.b on BACK',
        'm.a on GO → m.b.b1 on NEXT',
        'm.b on BACK → m.a on GO',
        'm.b.b1 on NEXT → m.b on BACK',
      ].sort(),
    )
  })

  it('keep a targetless transition where it was, and the other region of a parallel state', () => {
    const machine = createMachine({
      id: 'p',
      type: 'parallel',
      states: {
        left: { initial: 'x', states: { x: { on: { TICK: {}, MOVE: 'y' } }, y: {} } },
        right: { on: { PING: {} } },
      },
    })
    expect(structuralPairs(machine).sort()).toEqual(
      [
        'p.left.x on TICK → p.left.x on TICK',
        'p.left.x on TICK → p.left.x on MOVE',
        'p.left.x on TICK → p.right on PING',
        'p.left.x on MOVE → p.right on PING',
        'p.right on PING → p.left.x on TICK',
        'p.right on PING → p.left.x on MOVE',
        'p.right on PING → p.right on PING',
      ].sort(),
    )
  })

  it('leave a state with an unguarded eventless transition before any event', () => {
    const machine = createMachine({
      id: 't',
      initial: 'a',
      on: { RESET: '.a' },
      states: {
        a: { on: { GO: 'deciding' } },
        deciding: { always: [{ guard: () => false, target: 'a' }, { target: 'b' }] },
        b: {},
      },
    })
    expect(structuralPairs(machine).filter((pair) => pair.startsWith('t.a on GO'))).toEqual([
      't.a on GO → t.deciding (always #1)',
      't.a on GO → t.deciding (always #2)',
    ])
  })

  it('end at a top-level final state', () => {
    const machine = createMachine({
      id: 'f',
      initial: 'a',
      states: { a: { on: { END: 'done', STAY: {} } }, done: { type: 'final' } },
    })
    expect(structuralPairs(machine)).toEqual([
      'f.a on STAY → f.a on END',
      'f.a on STAY → f.a on STAY',
    ])
  })
})
