// `npm run gallery -- --check`: every state of a machine with a view is accounted for.
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { atomicStates, galleryCoverageProblems } from '../../scripts/lib/gallery-coverage'

const door = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {},
    open: { initial: 'wide', states: { wide: {}, ajar: {} } },
    gone: { type: 'final' },
  },
})
const scene = (state: string) => ({ entry: 'door', machine: 'door', state, caption: '', steps: [] })

describe('the gallery coverage check', () => {
  it('lists the atomic states by path', () => {
    expect(atomicStates(door)).toEqual(['closed', 'open.wide', 'open.ajar', 'gone'])
  })

  it('accepts a picture, a look-alike or a reason for each state', () => {
    const problems = galleryCoverageProblems(
      [door],
      [scene('closed'), scene('open.wide')],
      [{ entry: 'door', machine: 'door', state: 'open.ajar', steps: [], as: 'open.wide', why: '' }],
      [{ machine: 'door', state: 'gone', why: 'Nothing left to show.' }],
      ['door'],
    )
    expect(problems).toEqual([])
  })

  it('names each state left out, each entry naming no state, and a machine not found', () => {
    const problems = galleryCoverageProblems(
      [door],
      [scene('closed'), scene('opened')],
      [],
      [{ machine: 'door', state: 'closed', why: 'twice' }],
      ['door', 'window'],
    )
    expect(problems).toEqual([
      "door: the scene for 'opened' names no state of the machine",
      "door: 'closed' is pictured and has a reason not to be",
      "door: 'open.wide' has no scene, look-alike or reason (scripts/lib/gallery-scenes.ts)",
      "door: 'open.ajar' has no scene, look-alike or reason (scripts/lib/gallery-scenes.ts)",
      "door: 'gone' has no scene, look-alike or reason (scripts/lib/gallery-scenes.ts)",
      "no machine 'window'",
    ])
  })

  it('ignores machines without a view', () => {
    expect(galleryCoverageProblems([door], [], [], [], [])).toEqual([])
  })
})
