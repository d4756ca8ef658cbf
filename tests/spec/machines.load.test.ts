// Every machine file builds its machine when it is loaded. StrykerJS needs this test: a mutant
// that breaks a machine's construction (a transition to a state it removed, say) makes the
// spec files that import the machine fail to load, and the Vitest runner counts no test of a
// file that failed to load, so the mutant would "survive" with no test run. Here the import
// happens inside a test, which then fails.
import { describe, expect, it } from 'vitest'

// `npm run mutation:file` names the machines it mutates: only those need loading (loading all
// of them was most of each mutant's time; scripts/mutation-file.ts).
const mutated = process.env.MUTATION_MACHINES?.split(',').filter(Boolean) ?? []
const machineFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../src/machines/*.machine.ts'),
  ).filter(([path]) => mutated.length === 0 || mutated.some((file) => path.endsWith(`/${file}`))),
)

describe('machine files', () => {
  it('are found', () => expect(Object.keys(machineFiles).length).toBeGreaterThan(0))

  it.each(Object.entries(machineFiles))('%s loads and builds its machine', async (_, load) => {
    const exports = await load()
    const machines = Object.values(exports).filter(
      (value) => typeof value === 'object' && value !== null && 'root' in value,
    )
    expect(machines.length).toBeGreaterThan(0)
  })
})
