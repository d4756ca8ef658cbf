// The playground's replay of a flight recording, as a store the view reads (ReplayPanel.tsx):
// the file read (or the first problem with it), the recorded actor chosen, the event the
// scrubber is at, and the actor replayed up to it. Each move replays from the first state
// (replay.ts): moves that overtake one another keep only the last one's actor.
import type { AnyStateMachine } from 'xstate'
import { readRecording, type RecordedActor, type Recording } from '../dev/recording'
import { replay, replayPlan, replayableActors, type ReplayPlan, type Replayed } from './replay'

/** A recorded root actor, and the playground's entry that runs its machine, if any. */
export interface DeskActor {
  actor: RecordedActor
  events: number
  entry: string | undefined
}

export interface Loaded {
  fileName: string
  recording: Recording
  actors: DeskActor[]
  chosen: DeskActor | undefined
  plan: ReplayPlan | undefined
  /** How many of the plan's events are replayed now (0: the first state). */
  index: number
  replayed: Replayed | undefined
  /** Where the whole recording stops replaying, if it does. */
  problem: Replayed['problem']
}

export type DeskState =
  | { kind: 'empty' }
  | { kind: 'refused'; fileName: string; problem: string }
  | ({ kind: 'loaded' } & Loaded)

export interface MachineCatalog {
  /** The playground's entry name for a machine id, if it has one. */
  entryOf: (machineId: string) => string | undefined
  machineOf: (entry: string) => AnyStateMachine
}

export class RecordingDesk {
  private state: DeskState = { kind: 'empty' }
  private readonly listeners = new Set<() => void>()
  private generation = 0

  constructor(private readonly catalog: MachineCatalog) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  readonly getSnapshot = (): DeskState => this.state

  private set(state: DeskState) {
    this.state = state
    this.listeners.forEach((listener) => listener())
  }

  /** Reads a file's text; replays its busiest actor that the playground can run, to its end. */
  async open(fileName: string, text: string): Promise<void> {
    this.close()
    const read = readRecording(text)
    if (!read.ok) return this.set({ kind: 'refused', fileName, problem: read.problem })
    const actors = replayableActors(read.recording).map(({ actor, events }) => ({
      actor,
      events,
      entry: this.catalog.entryOf(actor.machine!),
    }))
    const busiest = actors
      .filter(({ entry, events }) => entry && events > 0)
      .sort((a, b) => b.events - a.events)[0]
    this.set({
      kind: 'loaded',
      fileName,
      recording: read.recording,
      actors,
      chosen: undefined,
      plan: undefined,
      index: 0,
      replayed: undefined,
      problem: undefined,
    })
    if (busiest) await this.choose(busiest.actor.id)
  }

  /** Replays another of the recording's actors, to its end. */
  async choose(actorId: string): Promise<void> {
    if (this.state.kind !== 'loaded') return
    const chosen = this.state.actors.find(({ actor }) => actor.id === actorId)
    if (!chosen?.entry) return
    const plan = replayPlan(this.state.recording, actorId)
    const machine = this.catalog.machineOf(chosen.entry)
    const whole = await replay(machine, plan)
    whole.stop()
    if (this.state.kind !== 'loaded') return
    this.generation++
    this.state.replayed?.stop()
    this.set({ ...this.state, chosen, plan, problem: whole.problem, index: 0, replayed: undefined })
    await this.goTo(plan.steps.length)
  }

  /** Shows the state after the plan's first `index` events. */
  async goTo(index: number): Promise<void> {
    if (this.state.kind !== 'loaded' || !this.state.plan || !this.state.chosen?.entry) return
    const { plan } = this.state
    const bounded = Math.max(0, Math.min(plan.steps.length, index))
    const generation = ++this.generation
    const replayed = await replay(this.catalog.machineOf(this.state.chosen.entry), plan, bounded)
    if (generation !== this.generation || this.state.kind !== 'loaded') return replayed.stop()
    this.state.replayed?.stop()
    this.set({ ...this.state, index: bounded, replayed })
  }

  close(): void {
    this.generation++
    if (this.state.kind === 'loaded') this.state.replayed?.stop()
    this.set({ kind: 'empty' })
  }
}
