import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { loadMachines } from '../../scripts/lib/machines'
import { missingWordings } from '../../scripts/lib/statechart-wording'

describe('the wording of guards and delays in docs/statecharts', () => {
  it('words every guard and named delay of every machine', async () => {
    const machines = (await loadMachines()).map(({ machine }) => machine)
    expect(machines.length).toBeGreaterThan(0)
    expect(missingWordings(machines)).toEqual([])
  })

  it('names a guard or delay that has no wording', () => {
    const machine = setup({
      guards: { isUnworded: () => true },
      delays: { UNWORDED_MS: 10 },
    }).createMachine({ id: 'loginModal', initial: 'idle', states: { idle: {} } })
    expect(missingWordings([machine])).toEqual([
      'loginModal: guard isUnworded',
      'loginModal: delay UNWORDED_MS',
    ])
  })
})
