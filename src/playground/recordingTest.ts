// "Save as test": a recorded actor as a Vitest file for tests/recordings/, which replays it
// against its machine (src/playground/replay.ts: createActor on the model tests' fakes and the
// manual clock) and asserts the states it passed through. The playground downloads it; the
// script `npm run recording:test -- <file.json>` writes it (scripts/recording-test.ts). Machines
// live in src/machines/<id>.machine.ts and export <id>Machine (every one does), which is how
// the file finds the machine from the recording's machine id.
import type { Recording } from '../dev/recording'
import type { ReplayPlan } from './replay'

const slug = (text: string) =>
  text
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase() || 'home'

/** The saved test's file name: the machine and the page it was recorded on. */
export const recordingTestFileName = (plan: Pick<ReplayPlan, 'machine'>, recording: Recording) =>
  `${plan.machine}-${slug(recording.page)}.test.ts`

/** The plan as a literal a person reads: a line per event. */
function planLiteral({ steps, ...start }: ReplayPlan): string {
  const fields = Object.entries(start).map(
    ([name, value]) => `  ${name}: ${JSON.stringify(value)},`,
  )
  const lines = steps.map((step) => `    ${JSON.stringify(step)},`)
  return ['{', ...fields, '  steps: [', ...lines, '  ],', '}'].join('\n')
}

/** The Vitest file that replays `plan` and asserts the recorded states, the first and one
 *  after each event; it fails where the machine no longer follows them. */
export function recordingTestSource(recording: Recording, plan: ReplayPlan): string {
  const states = [plan.initial, ...plan.steps.map((step) => step.state)]
  const machine = `${plan.machine}Machine`
  const made = `${recording.app.name} ${recording.app.version}${recording.app.commit ? ` (${recording.app.commit})` : ''}`
  const title = `the ${plan.machine} session recorded on ${recording.page} replays through the recorded states`
  return `// Saved from a flight recording (src/playground/recordingTest.ts): the ${plan.machine} actor as
// recorded on ${recording.page} at ${recording.startedAt} (${made}), ${plan.steps.length} events,
// replayed on the model tests' fakes and the manual clock (src/playground/replay.ts). A failure
// names the first event the machine no longer follows; when the change is meant, record the
// session again and save it again (docs/testing.md, "The flight recorder").
import { expect, test } from 'vitest'
import { ${machine} } from '../../src/machines/${plan.machine}.machine'
import { replay, type ReplayPlan } from '../../src/playground/replay'

const plan: ReplayPlan = ${planLiteral(plan)}

test(${JSON.stringify(title)}, async () => {
  const replayed = await replay(${machine}, plan)
  replayed.stop()
  expect(replayed.problem?.message).toBeUndefined()
  expect(replayed.states).toEqual(${JSON.stringify(states, null, 2)})
})
`
}
