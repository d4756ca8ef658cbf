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
import { assign, setup, type AnyMachineSnapshot } from 'xstate'
import { loadMachines } from '../../scripts/lib/machines'
import { CoverageRecorder } from '../model/coverage'
import { generatePaths } from '../model/paths'
import { excludedPairsOf } from './excluded-pairs'
import { walkTargets } from './registry'
import { replayPath } from './replay'
import { walk, type WalkTarget } from './walk'

export const WALK_SEED = Number(process.env.WALK_SEED ?? 45)
/** The budget `npm test` pays: runs per machine and steps per run (33 models: about 3 s of CPU,
 *  measured with /usr/bin/time against a run of tests/walks/pairs.test.ts alone). */
const RUNS = Number(process.env.WALK_RUNS ?? 15)
const STEPS = Number(process.env.WALK_STEPS ?? 25)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const walkProperty = (
  target: WalkTarget,
  run: (inputIndex: number, choices: number[]) => Promise<unknown>,
) =>
  fc.asyncProperty(
    fc.nat({ max: (target.model.inputs ?? [target.model.input]).length - 1 }),
    // Walks of any length up to the budget (fast-check's default size keeps arrays short).
    fc.array(fc.nat({ max: 0xffff }), { maxLength: STEPS, size: 'max' }),
    async (inputIndex, choices) => {
      await run(inputIndex, choices)
    },
  )

/** `npm run coverage:model` (WALKS_COVERAGE=1): per machine, the pairs and guard outcomes of
 *  the model tests' paths alone (the figures before the walks), then with the steered walks. */
const COVERAGE = Boolean(process.env.WALKS_COVERAGE)
export const walkCoverageDir = '.tmp/walk-coverage'

// Declared only in the run that wants it, so that `npm test` counts no skipped test.
if (COVERAGE)
  describe('coverage of transition pairs and guard outcomes', () => {
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

if (!COVERAGE)
  describe('property walks', () => {
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

if (!COVERAGE)
  describe('the walks catch what they look for', () => {
    const reachOut = walkTargets.find((target) => target.model.machine.id === 'reachOut')!

    it('a broken invariant, with fast-check’s seed and path, the shrunk example and the steps', async () => {
      const neverChecked = {
        ...reachOut,
        invariants: [
          {
            rule: 'no field is ever checked',
            holds: (snapshot: AnyMachineSnapshot) => snapshot.context.checked.length === 0,
          },
        ],
      }
      const failure: Error = await fc
        .assert(
          walkProperty(neverChecked, (inputIndex, choices) =>
            walk(neverChecked, inputIndex, choices),
          ),
          { seed: WALK_SEED, numRuns: 100 },
        )
        .then(
          () => new Error('no failure'),
          (error: Error) => error,
        )
      expect(failure.message).toMatch(new RegExp(`seed: ${WALK_SEED}, path: "[\\d:]+"`))
      expect(failure.message).toMatch(/Counterexample: \[0,\[[\d,]+\]\]\nShrunk \d+ time/)
      // Vitest prints the cause under the error: what broke, and the steps that led there.
      expect((failure.cause as Error).message).toMatch(
        /broken invariant "no field is ever checked"[\s\S]*steps:\n {2}1\. [\s\S]*CHECK\(field="email"\)/,
      )
    })

    it('a refused event that changes the context', async () => {
      // A guard that says no when asked and yes when the event comes: `can` and `send` disagree.
      let asked = 0
      const fickle = setup({
        types: { context: {} as { count: number }, events: {} as { type: 'BUMP' } },
        guards: { everyOtherTime: () => asked++ % 2 === 1 },
      }).createMachine({
        id: 'fickle',
        context: { count: 0 },
        on: {
          BUMP: {
            guard: 'everyOtherTime',
            actions: assign({ count: ({ context }) => context.count + 1 }),
          },
        },
      })
      const target: WalkTarget = {
        model: { machine: fickle, events: [{ type: 'BUMP' }] },
        invariants: [],
      }
      await expect(walk(target, 0, [0])).rejects.toThrow(/a refused event changed the context/)
    })
  })
