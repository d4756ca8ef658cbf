// `npm run recording:test -- <recording.json> [--actor <machine id or actor id>] [--name <name>]`:
// "Save as test" from the command line. Reads a flight recording (the inspector badge's export,
// `?inspect`), replays the chosen machine actor (by default the one with the most events) against
// its machine, and when it replays to its end writes tests/recordings/<name>.test.ts, the same
// file the playground's button downloads (src/playground/recordingTest.ts), formatted by
// Prettier; a recording that no longer replays is refused with the event and the reason.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import type { AnyStateMachine } from 'xstate'
import { readRecording } from '../src/dev/recording.ts'
import { replay, replayPlan, replayableActors } from '../src/playground/replay.ts'
import { recordingTestFileName, recordingTestSource } from '../src/playground/recordingTest.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { actor: { type: 'string' }, name: { type: 'string' } },
})
const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const [file] = positionals
if (!file) fail('Usage: npm run recording:test -- <recording.json> [--actor <id>] [--name <name>]')
const read = readRecording(readFileSync(file!, 'utf8'))
if (!read.ok) fail(`${file}: ${read.problem}`)
const { recording } = read as Extract<typeof read, { ok: true }>

const candidates = replayableActors(recording).sort((a, b) => b.events - a.events)
const chosen = values.actor
  ? candidates.find(({ actor }) => actor.id === values.actor || actor.machine === values.actor)
  : candidates[0]
if (!chosen)
  fail(
    `${file}: no machine actor ${values.actor ?? ''} to replay; it has: ${candidates.map(({ actor, events }) => `${actor.machine} (${actor.id}, ${events} events)`).join(', ')}`,
  )

const plan = replayPlan(recording, chosen!.actor.id)
const machineFile = join('src', 'machines', `${plan.machine}.machine.ts`)
if (!existsSync(machineFile)) fail(`No ${machineFile} for the machine ${plan.machine}`)
const machine = (await import(`../${machineFile}`))[`${plan.machine}Machine`] as AnyStateMachine
const replayed = await replay(machine, plan)
replayed.stop()
if (replayed.problem)
  fail(`${file} no longer replays ${plan.machine}: ${replayed.problem.message} No test written.`)

const target = join(
  'tests',
  'recordings',
  values.name ? `${values.name}.test.ts` : recordingTestFileName(plan, recording),
)
mkdirSync(join('tests', 'recordings'), { recursive: true })
const source = recordingTestSource(recording, plan)
const options = await prettier.resolveConfig(target)
writeFileSync(target, await prettier.format(source, { ...options, filepath: target }))
console.log(
  `${target}: ${plan.machine}'s ${plan.steps.length} recorded events, through ${replayed.states.length} states (run: npx vitest run ${target}).`,
)
