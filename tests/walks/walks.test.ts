// The property walks (issue 45): for every machine, seeded random walks with fast-check on the
// model tests' fakes and fake clock, sending events each state accepts and events it refuses;
// after every step the state is valid, the machine's invariants hold
// (tests/spec/<machine>.invariants.ts) and a refused event changed nothing. `npm test` runs a
// fixed seed and a small budget; `npm run coverage:model` a larger one (WALK_RUNS, WALK_STEPS).
// A failure prints fast-check's seed and path, its shrunk counter-example and the steps walked:
// run again with WALK_SEED=<seed> to reproduce it.
import { mkdirSync, writeFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadMachines } from '../../scripts/lib/machines'
import { CoverageRecorder } from '../model/coverage'
import { generatePaths } from '../model/paths'
import { excludedPairsOf } from './excluded-pairs'
import { walkTargets } from './registry'
import { replayPath } from './replay'
import { walk, type WalkTarget } from './walk'

/** The budget `npm test` pays: runs per machine, and steps per run (about N s in all). */
export const WALK_SEED = Number(process.env.WALK_SEED ?? 45)
const RUNS = Number(process.env.WALK_RUNS ?? 10)
const STEPS = Number(process.env.WALK_STEPS ?? 25)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const walkProperty = (
  target: WalkTarget,
  run: (inputIndex: number, choices: number[]) => Promise<unknown>,
) =>
  fc.asyncProperty(
    fc.nat({ max: (target.model.inputs ?? [target.model.input]).length - 1 }),
    fc.array(fc.nat({ max: 0xffff }), { maxLength: STEPS }),
    async (inputIndex, choices) => {
      await run(inputIndex, choices)
    },
  )

/** `npm run coverage:model` (WALKS_COVERAGE=1): per machine, the pairs and guard outcomes of
 *  the model tests' paths alone (the figures before the walks), then with the steered walks. */
const COVERAGE = Boolean(process.env.WALKS_COVERAGE)
export const walkCoverageDir = '.tmp/walk-coverage'

describe.skipIf(!COVERAGE)('coverage of transition pairs and guard outcomes', () => {
  for (const target of walkTargets) {
    const { model } = target
    const name = model.name ?? model.machine.id
    it(name, { timeout: 600_000 }, async () => {
      const recorder = new CoverageRecorder(model.machine)
      const excluded = excludedPairsOf(model.machine.id)
      for (const path of generatePaths(model).paths) await replayPath(model, path, recorder)
      const paths = recorder.extendedReport(excluded)
      await fc.assert(
        walkProperty(target, (inputIndex, choices) =>
          walk(target, inputIndex, choices, { recorder, steer: true }),
        ),
        { seed: WALK_SEED, numRuns: RUNS },
      )
      const walks = recorder.extendedReport(excluded)
      mkdirSync(walkCoverageDir, { recursive: true })
      writeFileSync(
        `${walkCoverageDir}/${name}.json`,
        JSON.stringify({ machine: model.machine.id, model: name, paths, walks }, null, 2),
      )
    })
  }
})

describe.skipIf(COVERAGE)('property walks', () => {
  it('walk every machine of src/machines', async () => {
    const walked = new Set(walkTargets.map((target) => target.model.machine.id))
    const machines = (await loadMachines()).map(({ machine }) => machine.id)
    expect(machines.filter((id) => !walked.has(id))).toEqual([])
  })

  for (const target of walkTargets) {
    const { model } = target
    it(`${model.name ?? model.machine.id}: invariants hold, refused events change nothing`, async () => {
      await fc.assert(
        walkProperty(target, (inputIndex, choices) => walk(target, inputIndex, choices)),
        { seed: WALK_SEED, numRuns: RUNS },
      )
    })
  }
})
