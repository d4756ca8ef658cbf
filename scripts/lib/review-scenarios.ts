// Scenarios in plain words: every path the model tests walk (tests/model/paths.ts generates them;
// the generator is passed in, so that the base commit's own generator reads the base's models),
// told as "Given …, when …, then …" from the machine's state descriptions, its events and guards
// in words (review-words.ts), with the gallery's picture of each state where one exists.
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  StateValue,
} from 'xstate'
import type { GalleryPicture } from './gallery-manifest.ts'
import { stableEvent } from './semantic-graph.ts'
import { type MachineWording, wordingOf } from './statechart-wording.ts'
import { nameOf } from './statechart-graph.ts'
import { eventWords, guardWords, stateMeaning, statePath } from './review-words.ts'

/** The part of tests/model/paths.ts's MachineModel and ModelPath the scenarios read. */
export interface ScenarioModel {
  machine: AnyStateMachine
  name?: string
}
export interface ScenarioPath {
  steps: { state: AnyMachineSnapshot; event: AnyEventObject }[]
  input?: unknown
}
export type GeneratePaths<TModel extends ScenarioModel> = (model: TModel) => {
  paths: ScenarioPath[]
}

export interface ScenarioPicture {
  /** Relative to docs/statecharts, like the manifest's. */
  thumbnail: string
  full: string
  caption: string
}

export interface ScenarioStep {
  text: string
  /** The states it is in after the step, as leaf paths ('idle.editing'). */
  states: string[]
  picture?: ScenarioPicture
}

export interface Scenario {
  /** The model's name: the machine's id, or a name of its own ('slider.approach'). */
  model: string
  machine: string
  /** What tells a scenario apart across commits: the input and the events it sends. */
  key: string
  title: string
  steps: ScenarioStep[]
}

/** The atomic states a snapshot is in ('idle.editing'; several in a parallel state). */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value]
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === undefined ? [prefix + key] : leafPaths(inner, `${prefix}${key}.`),
  )
}

/** An event's data worth reading: a typed value, a choice; an error's message. */
function payloadWords(event: AnyEventObject): string {
  const fields = Object.entries(event).flatMap(([key, value]) => {
    if (key === 'type' || key === 'output') return []
    if (key === 'error') return value instanceof Error ? [`“${value.message}”`] : []
    const text = JSON.stringify(value)
    return text === undefined || text.length > 60 ? [] : [`${key} ${text}`]
  })
  return fields.length ? ` (${fields.join(', ')})` : ''
}

const eventKey = (event: AnyEventObject) =>
  JSON.stringify(event, (_, value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : value,
  )

/** The picture of the most specific of these states the gallery has (a phone picture as the
 *  thumbnail, the desktop one to open). */
function pictureOf(pictures: GalleryPicture[], states: string[]): ScenarioPicture | undefined {
  const matching = pictures
    .filter((picture) =>
      states.some((state) => state === picture.state || state.startsWith(`${picture.state}.`)),
    )
    .sort((a, b) => b.state.length - a.state.length)
  const first = matching[0]
  if (!first) return undefined
  const scene = matching.filter((p) => p.state === first.state && p.caption === first.caption)
  const bySize = [...scene].sort((a, b) => a.width - b.width)
  return { thumbnail: bySize[0]!.file, full: bySize.at(-1)!.file, caption: first.caption }
}

const namedGuard = (transition: AnyTransitionDefinition) => {
  const name = transition.guard ? nameOf(transition.guard) : undefined
  return name === 'inline' ? undefined : name
}

/** Why this transition was taken: its guard held, or (a fallback) the guards before it did not. */
function ruleWords(wording: MachineWording, taken: AnyTransitionDefinition): string {
  const guard = namedGuard(taken)
  if (guard) return `, ${guardWords(wording, guard)}`
  const alternatives = taken.source.transitions.get(taken.eventType) ?? []
  const passedOver = alternatives
    .slice(0, alternatives.indexOf(taken))
    .map(namedGuard)
    .filter((name): name is string => Boolean(name))
  if (!passedOver.length) return ''
  return `, otherwise (not ${passedOver.map((name) => `“${guardWords(wording, name)}”`).join(' nor ')})`
}

const inWords = (machine: AnyStateMachine, states: string[]) => {
  const names = states.map((state) => `“${statePath(state)}”`).join(' and ')
  // Each line of a scenario ends with its own punctuation: a meaning's last full stop goes.
  const meanings = [...new Set(states.map((state) => stateMeaning(machine, state)))]
    .filter(Boolean)
    .map((meaning) => meaning.replace(/\.$/, ''))
  return meanings.length ? `${names} (${meanings.join('. ')})` : names
}

/** One path as a scenario. */
export function scenarioOf(
  model: ScenarioModel,
  path: ScenarioPath,
  pictures: GalleryPicture[] = [],
): Scenario {
  const { machine } = model
  const wording = wordingOf(machine)
  const [start, ...rest] = path.steps
  const startStates = leafPaths(start!.state.value)
  const input = path.input === undefined ? '' : ` (started with ${JSON.stringify(path.input)})`
  const steps: ScenarioStep[] = [
    {
      text: `Given ${machine.id}${input} is in ${inWords(machine, startStates)}`,
      states: startStates,
      picture: pictureOf(pictures, startStates),
    },
  ]
  let before = start!.state
  for (const step of rest) {
    const event = step.event
    // The transition this event takes from the state before it: its guard is the rule that let
    // it through.
    const taken = machine.getTransitionData(before as never, event as never)[0]
    const rule = taken ? ruleWords(wording, taken) : ''
    const states = leafPaths(step.state.value)
    const stays = JSON.stringify(step.state.value) === JSON.stringify(before.value)
    const then = stays
      ? `it stays in ${states.map((state) => `“${statePath(state)}”`).join(' and ')}`
      : inWords(machine, states)
    steps.push({
      text: `when ${eventWords(wording, stableEvent(event.type).event)}${payloadWords(event)}${rule}, then ${then}`,
      states,
      picture: stays ? undefined : pictureOf(pictures, states),
    })
    before = step.state
  }
  const last = steps.at(-1)!.states
  const via = rest.map(({ event }) => eventWords(wording, stableEvent(event.type).event))
  return {
    model: model.name ?? machine.id,
    machine: machine.id,
    key: [JSON.stringify(path.input ?? null), ...rest.map(({ event }) => eventKey(event))].join(
      ' ',
    ),
    title: `${input ? `${input.trim()} ` : ''}to ${last.map((s) => `“${statePath(s)}”`).join(' and ')}${via.length ? ` via ${via.join(' → ')}` : ' at the start'}`,
    steps,
  }
}

/** A scenario as text, one step a line (what the page shows, and what is compared). */
export const scenarioText = (scenario: Scenario) =>
  scenario.steps.map((step) => step.text).join(',\n') + '.'

export type ScenarioMark = 'new' | 'changed' | 'unchanged'

export interface MarkedScenario {
  scenario: Scenario
  mark: ScenarioMark
  /** The base's scenario, when it was changed. */
  before?: Scenario
}

/** Each scenario of `head` marked against `base`'s (undefined: the base had no scenarios). */
export function markScenarios(head: Scenario[], base: Scenario[] | undefined): MarkedScenario[] {
  const before = new Map(
    (base ?? []).map((scenario) => [`${scenario.model} ${scenario.key}`, scenario]),
  )
  return head.map((scenario) => {
    const old = before.get(`${scenario.model} ${scenario.key}`)
    const mark: ScenarioMark = !old
      ? 'new'
      : scenarioText(old) === scenarioText(scenario)
        ? 'unchanged'
        : 'changed'
    return mark === 'changed' ? { scenario, mark, before: old } : { scenario, mark }
  })
}

/** The base's scenarios that the head no longer walks. */
export function goneScenarios(head: Scenario[], base: Scenario[] | undefined): Scenario[] {
  const now = new Set(head.map((scenario) => `${scenario.model} ${scenario.key}`))
  return (base ?? []).filter((scenario) => !now.has(`${scenario.model} ${scenario.key}`))
}

/** Every scenario of a model. */
export function scenariosOf<TModel extends ScenarioModel>(
  model: TModel,
  generate: GeneratePaths<TModel>,
  pictures: GalleryPicture[] = [],
): Scenario[] {
  return generate(model).paths.map((path) => scenarioOf(model, path, pictures))
}
