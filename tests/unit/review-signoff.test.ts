// Sign-off of a machine's semantics (scripts/lib/review-signoff.ts): which machines await one,
// how a new sign-off replaces the last, and what the file may hold.
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import {
  type Signoff,
  awaitingSignoff,
  hashesOf,
  signoffSection,
  withSignoff,
} from '../../scripts/lib/review-signoff'

const toggle = (extraState: boolean) =>
  setup({}).createMachine({
    id: 'toggle',
    initial: 'off',
    states: {
      off: { on: { FLIP: 'on' } },
      on: { on: { FLIP: 'off', ...(extraState ? { BREAK: 'broken' } : {}) } },
      ...(extraState ? { broken: { type: 'final' as const } } : {}),
    },
  })

const signed = (hash: string, by = 'A product owner'): Signoff => ({
  machine: 'toggle',
  hash,
  by,
  date: '2026-12-06',
  note: 'Reviewed in the review room.',
})

describe('sign-off', () => {
  const [before] = hashesOf([toggle(false)])
  const [after] = hashesOf([toggle(true)])

  it('awaits a sign-off for a machine never signed off, or changed since', () => {
    expect(awaitingSignoff([before!], [])).toEqual([
      { machine: 'toggle', reason: 'never signed off' },
    ])
    expect(awaitingSignoff([before!], [signed(before!.hash)])).toEqual([])
    expect(awaitingSignoff([after!], [signed(before!.hash)])).toEqual([
      {
        machine: 'toggle',
        reason: 'changed since A product owner signed it off on 2026-12-06',
      },
    ])
  })

  it('replaces the last sign-off of the machine, and refuses a malformed one', () => {
    const list = withSignoff([signed(before!.hash)], signed(after!.hash, 'Another owner'))
    expect(list).toEqual([signed(after!.hash, 'Another owner')])
    expect(() => withSignoff([], signed('not a hash'))).toThrow()
    expect(() => withSignoff([], { ...signed(after!.hash), by: ' ' })).toThrow()
    expect(() => withSignoff([], { ...signed(after!.hash), date: '6 December' })).toThrow()
  })

  it("lists in the statecharts' README the machines awaiting a sign-off", () => {
    const machines = [{ machine: toggle(true) }]
    expect(signoffSection(machines, [signed(before!.hash)])).toContain(
      '| [toggle](toggle.md) | changed since A product owner signed it off on 2026-12-06 |',
    )
    expect(signoffSection(machines, [signed(after!.hash)])).toContain(
      'Every machine is signed off as it is.',
    )
  })
})
