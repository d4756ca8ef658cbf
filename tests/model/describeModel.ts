// Runs the generated paths of a machine twice: every one against the actor alone, and through
// its React view the fewest of them that take every step the others take (coveringPaths), with controllable fakes for invoked actors and fake timers for delays. Each run measures
// its state and transition coverage, fails below 100 % and saves the figures for the report
// `npm test` prints (scripts/model-coverage.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import {
  createActor,
  type ActorRefFrom,
  type AnyEventObject,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate'
import { CoverageRecorder, allStateNodes } from './coverage'
import { DEFAULT_MAX_SIMPLE_PATHS, coveringPaths, generatePaths, type MachineModel } from './paths'
import { controllableActors, delayMs } from './fakes'

export const coverageDir = '.tmp/model-coverage'

type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0]
type StateAssertions<TMachine extends AnyStateMachine> = Record<
  string,
  (snapshot: SnapshotFrom<TMachine>) => void | Promise<void>
>
type EventTypes<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>['type']

export interface ActorRun<TMachine extends AnyStateMachine> {
  /** Fake implementations (spies for actions, say). Invoked actors default to fakes that
   *  settle when the path says so. Called once per path. */
  provide?: () => Implementations<TMachine>
  /** Checks per state (keys like 'open' or 'open.step1'), after the model's own check that the
   *  actor's state and context are the ones the path expects. */
  states?: StateAssertions<TMachine>
}

export interface ActorOnlyRun<TMachine extends AnyStateMachine> extends ActorRun<TMachine> {
  /** How the app sends an event whose precondition lies outside the machine (storage cleared
   *  before STORAGE_CLEARED, say), by event type; other events are just sent. */
  events?: {
    [TType in EventTypes<TMachine>]?: (
      actor: ActorRefFrom<TMachine>,
      event: Extract<EventFromLogic<TMachine>, { type: TType }>,
    ) => void
  }
}

export interface ViewRun<TMachine extends AnyStateMachine> extends ActorRun<TMachine> {
  /** Renders the view bound to the (started) actor. */
  render: (actor: ActorRefFrom<TMachine>) => unknown
  /** How a person causes each event the model sends (by event type). */
  events: {
    [TType in EventTypes<TMachine>]?: (
      user: UserEvent,
      event: Extract<EventFromLogic<TMachine>, { type: TType }>,
    ) => Promise<void>
  }
  /** What a person sees in each leaf state: required for every one of them. */
  states: StateAssertions<TMachine>
  /** How a person makes an invoked actor finish, by invoke id, where the view run supplies the
   *  real actor (with `provide`) instead of the fake that the path settles. */
  finishInvoked?: Record<string, (user: UserEvent, event: AnyEventObject) => Promise<void>>
}

const leafKeys = (machine: AnyStateMachine) =>
  allStateNodes(machine)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))

export function describeModel<TMachine extends AnyStateMachine>(
  model: MachineModel<TMachine>,
  /** Without `view` for a machine that has no screen (one the server runs: its meta says
   *  `runBy: 'server'`, and scripts/model-coverage.ts then asks for the actor run only). */
  runs: { actor: ActorOnlyRun<TMachine>; view?: ViewRun<TMachine> },
) {
  const { machine } = model
  const name = model.name ?? machine.id
  const generated = generatePaths(model)

  describe(`${name} (model-based)`, () => {
    const { view } = runs
    if (view) {
      it('has view assertions for every leaf state', () => {
        expect(leafKeys(machine).filter((key) => !(key in view.states))).toEqual([])
      })
    }

    for (const kind of view ? (['actor', 'view'] as const) : (['actor'] as const)) {
      describe(`${kind} run`, () => {
        const run = runs[kind]!
        const recorder = new CoverageRecorder(machine)

        beforeEach(() => vi.useFakeTimers())
        afterEach(() => vi.useRealTimers())

        // A path through the view costs renders and a person's actions: the view run walks the
        // paths that between them take every step; the actor run walks them all.
        const paths = kind === 'view' ? coveringPaths(generated.paths) : generated.paths
        for (const path of paths) {
          it(path.description, async () => {
            const fakes = controllableActors(machine)
            const implementations = (run.provide?.() ?? {}) as { actors?: object }
            const provided = machine.provide({
              ...implementations,
              actors: { ...fakes.actors, ...implementations.actors },
            } as never) as TMachine
            const underTest: { actor?: AnyActorRef } = {}
            const actor: AnyActorRef = createActor(provided, {
              input: path.input,
              inspect: recorder.observe(() => underTest.actor),
            } as never)
            underTest.actor = actor
            actor.start()
            const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
            const settle = async (effect: () => void | Promise<void>) => {
              if (kind === 'view') {
                await act(async () => {
                  await effect()
                  await vi.advanceTimersByTimeAsync(0)
                })
              } else {
                await effect()
                await vi.advanceTimersByTimeAsync(0)
              }
            }
            if (kind === 'view') {
              await settle(async () => {
                await view!.render(actor as ActorRefFrom<TMachine>)
              })
            }

            const check = async (expected: AnyMachineSnapshot, after: string) => {
              const snapshot: AnyMachineSnapshot = actor.getSnapshot()
              expect(snapshot.value, `state after ${after}`).toEqual(expected.value)
              expect(
                JSON.parse(JSON.stringify(snapshot.context ?? null)),
                `context after ${after}`,
              ).toEqual(JSON.parse(JSON.stringify(expected.context ?? null)))
              for (const [key, assertion] of Object.entries(run.states ?? {})) {
                if (snapshot.matches(key)) await assertion(snapshot as SnapshotFrom<TMachine>)
              }
            }

            await check(path.steps[0]!.state, 'the start')
            for (const step of path.steps.slice(1)) {
              const event = step.event as AnyEventObject
              const snapshot = actor.getSnapshot() as AnyMachineSnapshot
              const after = /^xstate\.after\.([^.]+)\./.exec(event.type)
              const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
              if (after) {
                const ms = delayMs(provided, after[1]!, snapshot)
                await settle(() => vi.advanceTimersByTimeAsync(ms).then(() => {}))
              } else if (invoked && kind === 'view' && runs.view?.finishInvoked?.[invoked[2]!]) {
                const finish = runs.view!.finishInvoked![invoked[2]!]!
                await settle(() => finish(user, event))
              } else if (invoked) {
                const [, outcome, id] = invoked
                await settle(() =>
                  outcome === 'done'
                    ? fakes.settle(id!, 'resolve', event.output)
                    : fakes.settle(id!, 'reject', event.error),
                )
              } else if (kind === 'view') {
                const perform = (run as ViewRun<TMachine>).events[
                  event.type as EventTypes<TMachine>
                ]
                if (!perform) throw new Error(`The view run has no way to cause ${event.type}`)
                await settle(() => perform(user, event as never))
              } else {
                const send = runs.actor.events?.[event.type as EventTypes<TMachine>]
                await settle(() =>
                  send ? send(actor as ActorRefFrom<TMachine>, event as never) : actor.send(event),
                )
              }
              await check(step.state, event.type)
            }
            actor.stop()
          })
        }

        it('covers every state and transition', () => {
          const report = recorder.report()
          mkdirSync(coverageDir, { recursive: true })
          writeFileSync(
            `${coverageDir}/${name}.${kind}.json`,
            JSON.stringify(
              {
                machine: machine.id,
                model: name,
                run: kind,
                paths: {
                  shortest: generated.shortest,
                  simple: generated.simple,
                  simpleFound: generated.simpleFound,
                  simpleBound: model.maxSimplePaths ?? DEFAULT_MAX_SIMPLE_PATHS,
                  walked: paths.length,
                },
                ...report,
              },
              null,
              2,
            ),
          )
          expect(report.states.missed, 'states never entered').toEqual([])
          expect(report.transitions.missed, 'transitions never taken').toEqual([])
        })
      })
    }
  })
}
