// One machine running in the playground: its actor on the model tests' fakes (invoked actors
// settle, and delays elapse, only when the person says so), the steps taken so far (what a
// shared link carries: the step buttons' and the view's events alike), the steps possible now,
// and the context with its secrets redacted.
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate'
import type { StatelyInspectionEvent } from '@statelyai/inspect'
import { z } from 'zod'
import { controllableActors } from '../../tests/model/fakes'
import type { MachineModel } from '../../tests/model/paths'
import { REDACTED, redactPaths, type SecretPaths } from '../lib/redact'
import { machineSecrets } from '../machines/secrets'
import { createInspectionRedaction } from '../dev/inspectionRedaction'
import { ManualClock } from './manualClock'

/** What a person can do: send an event, answer an invoked call (with the model's n-th output
 *  or error), or let the next delay elapse. */
const stepSchema = z.union([
  z.object({ send: z.looseObject({ type: z.string() }) }),
  z.object({
    answer: z.string(),
    outcome: z.enum(['done', 'error']),
    option: z.number().int().nonnegative(),
  }),
  z.object({ wait: z.literal(true) }),
])
export type Step =
  | { send: AnyEventObject }
  | { answer: string; outcome: 'done' | 'error'; option: number }
  | { wait: true }

export interface PossibleStep {
  label: string
  step: Step
}

export type PlaygroundModel = MachineModel<AnyStateMachine>

export const modelName = (model: PlaygroundModel) => model.name ?? model.machine.id

/** Events the machine raises itself, which a person cannot send. */
const isInternal = (type: string) => type.startsWith('xstate.') || type === '*'

const describeValue = (value: unknown) =>
  value instanceof Error ? value.message : (JSON.stringify(value) ?? 'nothing')

export class PlaygroundRun {
  readonly actor: AnyActorRef
  readonly steps: Step[] = []
  private readonly clock = new ManualClock()
  private readonly fakes
  private readonly redaction = createInspectionRedaction(machineSecrets)
  /** The model's sample events by type, as last offered: a model offers some only at some
   *  points (it fills a field once), the playground keeps offering them. */
  private readonly samples = new Map<string, AnyEventObject[]>()
  private readonly secrets
  /** The state value the last step was taken in, when it was an event sent. */
  private lastSentIn: string | undefined

  constructor(readonly model: PlaygroundModel) {
    const { machine } = model
    this.fakes = controllableActors(machine)
    this.secrets = machineSecrets.find((declared) => declared.machineId === machine.id)
    this.actor = createActor(machine.provide({ actors: this.fakes.actors }), {
      input: model.input ?? model.inputs?.[0],
      clock: this.clock,
      inspect: (event) => {
        this.redaction.track(event)
        // Every event sent to the machine from outside, by a step's button or by the view (a
        // click, a key typed), is a step of the run: a link replays any mix of them.
        if (event.type === '@xstate.event' && event.actorRef === this.actor && !event.sourceRef)
          this.recordSent(event.event)
      },
    })
    this.actor.start()
    this.possibleSteps()
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot
  }

  /** Every event the machine handles, with the model's sample payloads, that it accepts now;
   *  then the answers of the calls running now, then the next delay. */
  possibleSteps(): PossibleStep[] {
    const snapshot = this.snapshot()
    const { events } = this.model
    const samples: AnyEventObject[] = [
      ...(typeof events === 'function' ? events(snapshot as never) : events),
    ]
    const sends: PossibleStep[] = []
    const seen = new Set<string>()
    for (const type of this.model.machine.root.events) {
      if (isInternal(type)) continue
      const now = samples.filter((event) => event.type === type)
      if (now.length > 0) this.samples.set(type, now)
      for (const event of this.samples.get(type) ?? [{ type }]) {
        const key = JSON.stringify(event)
        if (seen.has(key) || !snapshot.can(event)) continue
        seen.add(key)
        sends.push({ label: type, step: { send: event } })
      }
    }
    return [...sends, ...this.possibleAnswers(snapshot), ...this.possibleWait()]
  }

  private possibleAnswers(snapshot: AnyMachineSnapshot): PossibleStep[] {
    const answers: PossibleStep[] = []
    for (const [id, child] of Object.entries(snapshot.children as Record<string, AnyActorRef>)) {
      if (!child || child.getSnapshot().status !== 'active') continue
      const handles = (outcome: 'done' | 'error') =>
        snapshot._nodes.some((node) => node.on[`xstate.${outcome}.actor.${id}`])
      if (handles('done'))
        this.outputsOf(id).forEach((output, option) =>
          answers.push({
            label: `${id} answers ${describeValue(redactPaths(output, this.secrets?.invoked?.[id]?.output ?? []))}`,
            step: { answer: id, outcome: 'done', option },
          }),
        )
      if (handles('error'))
        this.errorsOf(id).forEach((error, option) =>
          answers.push({
            label: `${id} fails: ${describeValue(error)}`,
            step: { answer: id, outcome: 'error', option },
          }),
        )
    }
    return answers
  }

  private possibleWait(): PossibleStep[] {
    const ms = this.clock.nextDelayMs()
    return ms === undefined ? [] : [{ label: `Let ${ms} ms pass`, step: { wait: true } }]
  }

  private outputsOf(id: string): readonly unknown[] {
    return this.model.invokeOutputs?.[id] ?? [undefined]
  }

  private errorsOf(id: string): readonly unknown[] {
    return this.model.invokeErrors?.[id] ?? [new Error(`${id} failed (simulated)`)]
  }

  /** The fields of an event type that its machine declares secret (src/machines/secrets.ts). */
  secretFields(type: string): SecretPaths {
    return this.secrets?.events?.[type] ?? []
  }

  /** The steps as a link carries them: declared secrets replaced, so that no password travels
   *  in a link (a replay sends the model's sample for them). */
  shareableSteps(): Step[] {
    return this.steps.map((step) =>
      'send' in step ? { send: redactPaths(step.send, this.secretFields(step.send.type)) } : step,
    )
  }

  /** A shared step with its redacted fields filled from the model's sample of that event: one
   *  that has a value there (an empty field is never redacted), so that a typed access code is
   *  replayed as the demo code and not as the model's other sample, the empty field. */
  private withSecretsRestored(step: Step): Step {
    if (!('send' in step) || !JSON.stringify(step.send).includes(REDACTED)) return step
    this.possibleSteps() // brings the samples up to date
    const redacted = Object.keys(step.send).filter((name) =>
      JSON.stringify(step.send[name])?.includes(REDACTED),
    )
    const samples: Record<string, unknown>[] = this.samples.get(step.send.type) ?? []
    const sample =
      samples.find((candidate) => redacted.every((name) => candidate[name])) ?? samples[0] ?? {}
    const fields = Object.entries(step.send).map(([name, value]) => [
      name,
      redacted.includes(name) ? sample[name] : value,
    ])
    return { send: Object.fromEntries(fields) as AnyEventObject }
  }

  /** Whether the step can be taken now (a shared link's steps are checked before replay). */
  accepts(shared: Step): boolean {
    const step = this.withSecretsRestored(shared)
    if ('send' in step) return this.snapshot().can(step.send)
    const key = JSON.stringify(step)
    return this.possibleSteps().some((possible) => JSON.stringify(possible.step) === key)
  }

  /** Takes a step and records it (an event sent is recorded as it arrives, `recordSent`); an
   *  answer settles a promise, so wait for it to arrive. */
  async take(shared: Step): Promise<void> {
    const step = this.withSecretsRestored(shared)
    if ('send' in step) return this.actor.send(step.send)
    if ('wait' in step) this.clock.advance()
    else {
      if (step.outcome === 'done')
        this.fakes.settle(step.answer, 'resolve', this.outputsOf(step.answer)[step.option])
      else this.fakes.settle(step.answer, 'reject', this.errorsOf(step.answer)[step.option])
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    this.steps.push(step)
    this.lastSentIn = undefined
  }

  /** Records an event arriving from outside, before the machine takes it, if it takes it (one
   *  it ignores would stop a replay there). Typing sends an event per key: an event that only
   *  changes the text of the one before it, in the same state, replaces it, as the text typed
   *  replaces the text before (every machine here stores the field's whole text). */
  private recordSent(event: AnyEventObject): void {
    if (event.type.startsWith('xstate.')) return
    const snapshot = this.snapshot()
    if (snapshot.status !== 'active' || !snapshot.can(event)) return
    const stateBefore = JSON.stringify(snapshot.value)
    const last = this.steps.at(-1)
    if (last && 'send' in last && this.lastSentIn === stateBefore && retypes(last.send, event))
      this.steps.pop()
    this.steps.push({ send: event })
    this.lastSentIn = stateBefore
  }

  /** The context as the inspector would show it: each machine's declared secrets replaced. */
  redactedContext(): unknown {
    const message = {
      type: '@xstate.snapshot',
      sessionId: this.actor.sessionId,
      snapshot: this.snapshot(),
      event: { type: 'playground' },
    } as unknown as StatelyInspectionEvent
    const redacted = this.redaction.redact(message) as { snapshot?: { context?: unknown } }
    return redacted.snapshot?.context
  }

  stop(): void {
    this.actor.stop()
  }
}

/** Whether `next` is `previous` typed on: the same type and fields, all equal but one text,
 *  which is the other's beginning (keys typed, or erased, at its end). */
function retypes(previous: AnyEventObject, next: AnyEventObject): boolean {
  const names = Object.keys(next)
  if (previous.type !== next.type || names.length !== Object.keys(previous).length) return false
  const differing = names.filter(
    (name) => JSON.stringify(previous[name]) !== JSON.stringify(next[name]),
  )
  if (differing.length !== 1) return false
  const [before, after] = [previous[differing[0]!], next[differing[0]!]]
  return (
    typeof before === 'string' &&
    typeof after === 'string' &&
    (after.startsWith(before) || before.startsWith(after))
  )
}

/** The active leaf states, each as its path from the root ('login', 'editing'). */
export function activePaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [[...prefix, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => activePaths(inner, [...prefix, key]))
  return [prefix]
}

/** A link to a state: the machine and the steps that reach it. */
export function stateLink(base: string, name: string, steps: readonly Step[]): string {
  const params = new URLSearchParams({ machine: name })
  if (steps.length > 0) params.set('steps', JSON.stringify(steps))
  return `${base}?${params}`
}

/** The machine and steps a link carries (no steps when they cannot be read), and whether it
 *  asks for the view alone (`frame=view`, the state gallery's pictures). */
export function readStateLink(search: string): {
  name: string | null
  steps: Step[]
  viewOnly: boolean
} {
  const params = new URLSearchParams(search)
  let steps: Step[] = []
  try {
    steps = z.array(stepSchema).parse(JSON.parse(params.get('steps') ?? '[]'))
  } catch {
    steps = []
  }
  return { name: params.get('machine'), steps, viewOnly: params.get('frame') === 'view' }
}
