// The view run's paths: the fewest that take every step of the generated ones.
import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { coveringPaths, generatePaths } from './paths'

// A form that counts its edits: many shortest paths (one per count), few distinct steps.
const form = setup({
  types: { context: {} as { edits: number }, events: {} as { type: 'EDIT' } | { type: 'SEND' } },
}).createMachine({
  id: 'form',
  context: { edits: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: {
          guard: ({ context }) => context.edits < 4,
          actions: assign({ edits: ({ context }) => context.edits + 1 }),
        },
        SEND: 'sent',
      },
    },
    sent: { type: 'final' },
  },
})

const stepsOf = (paths: ReturnType<typeof generatePaths<typeof form>>['paths']) =>
  new Set(
    paths.flatMap((path) =>
      path.steps
        .slice(1)
        .map(
          (step, index) =>
            `${JSON.stringify(path.steps[index]!.state.value)} ${step.event.type} ${JSON.stringify(step.state.value)}`,
        ),
    ),
  )

describe('coveringPaths', () => {
  const { paths } = generatePaths({
    machine: form,
    events: [{ type: 'EDIT' }, { type: 'SEND' }],
    maxSimplePaths: 0,
  })

  it('keeps every step the generated paths take', () => {
    expect(stepsOf(coveringPaths(paths))).toEqual(stepsOf(paths))
  })

  it('drops the paths that only repeat steps', () => {
    expect(paths.length).toBeGreaterThan(3)
    // EDIT then SEND takes both steps; the longer ways there take no other.
    expect(coveringPaths(paths).map((path) => path.description)).toEqual([
      '"sent" via EDIT → SEND (shortest)',
    ])
  })
})
