// The playground's side of the flight recorder: "Import recording" (a file the inspector badge
// exported, `?inspect`), then one recorded actor replayed on its real machine and view, with a
// scrubber (a range, Step back and Step forward, and the list of events to jump to), the state
// marked on the diagram, where the recording stops replaying if it does, and "Save as test".
// All it shows comes from the desk (recordingDesk.ts); the view only sends it what was asked.
import {
  Fragment,
  useId,
  useSyncExternalStore,
  type CSSProperties,
  type ChangeEvent,
  type ReactNode,
} from 'react'
import type { AnyActorRef } from 'xstate'
import { downloadText } from '../dev/download'
import { describeEvent } from '../../tests/model/paths'
import type { Loaded, RecordingDesk } from './recordingDesk'
import { recordingTestFileName, recordingTestSource } from './recordingTest'
import { activePaths } from './playgroundRun'
import type { ReplayPlan } from './replay'
import { StateDiagram } from './StateDiagram'
import { ViewFrame } from './ViewFrame'

export type RenderEntryView = (entry: string, actor: AnyActorRef) => ReactNode

// Styles of its own, beside the playground page's (playground.html): what only the replay has.
const styles = {
  importTitle: { fontSize: '1rem', marginTop: '2rem' },
  // A light red on the site's dark page (the playground wears the site's stylesheet): 8.4:1.
  problem: { color: '#ff8a80', fontWeight: 600 },
  file: { maxWidth: '100%' },
  scrubber: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' },
  range: { flex: '1 1 16rem' },
  // Each button names its number: the list's own markers would say it twice.
  events: { maxHeight: '16rem', overflow: 'auto', paddingLeft: 0, listStyle: 'none' },
  event: { textAlign: 'start', margin: '1px 0' },
  current: { textAlign: 'start', margin: '1px 0', fontWeight: 700, outline: '2px solid #ffd166' },
} satisfies Record<string, CSSProperties>

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** An event in words, short enough for a list ('after 3000', 'CHANGE_USERNAME(value="ann")'). */
const eventLabel = (event: ReplayPlan['steps'][number]['event']) => {
  const label = describeEvent(event)
  return label.length > 80 ? `${label.slice(0, 79)}…` : label
}

/** The import control, and why the last file was refused. */
export function ImportRecording({ desk }: { desk: RecordingDesk }) {
  const state = useSyncExternalStore(desk.subscribe, desk.getSnapshot)
  const inputId = useId()
  const open = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    if (file) void file.text().then((text) => desk.open(file.name, text))
  }
  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} style={styles.importTitle}>
        Replay a recording
      </h2>
      <label htmlFor={inputId}>Import recording</label>{' '}
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        style={styles.file}
        onChange={open}
      />
      {state.kind === 'refused' && (
        <p role="alert" style={styles.problem}>
          {state.fileName}: {state.problem}
        </p>
      )}
    </section>
  )
}

/** The loaded recording, replayed; shown in place of a machine. */
export function ReplayPanel({
  desk,
  renderView,
}: {
  desk: RecordingDesk
  renderView: RenderEntryView
}) {
  const state = useSyncExternalStore(desk.subscribe, desk.getSnapshot)
  if (state.kind !== 'loaded') return null
  const { recording, fileName, actors, chosen, problem } = state
  const machineOf = (id: string) =>
    recording.actors.find((actor) => actor.id === id)?.machine ?? 'a call'
  return (
    <>
      <h2>Recording {fileName}</h2>
      <p>
        Recorded on {recording.page} from {recording.startedAt} ({recording.app.name}{' '}
        {recording.app.version}): {recording.entries.length} events of {recording.actors.length}{' '}
        actors.
      </p>
      {recording.truncated && <p style={styles.problem}>{recording.truncated.reason}</p>}
      <label>
        Actor to replay{' '}
        <select
          value={chosen?.actor.id ?? ''}
          onChange={(event) => void desk.choose(event.currentTarget.value)}
        >
          {!chosen && <option value="">None the playground can run</option>}
          {actors.map(({ actor, events, entry }) => (
            <option key={actor.id} value={actor.id} disabled={!entry}>
              {`${actor.machine}${actor.parent ? ` (in ${machineOf(actor.parent)})` : ''}: ${events} events${entry ? '' : ', no view in the playground'}`}
            </option>
          ))}
        </select>
      </label>
      {problem && (
        <p role="alert" style={styles.problem}>
          This recording no longer replays: {problem.message}
        </p>
      )}
      {state.plan && chosen?.entry && (
        <Replaying state={state} entry={chosen.entry} desk={desk} renderView={renderView} />
      )}
    </>
  )
}

function Replaying({
  state: { recording, plan, index, replayed, problem },
  entry,
  desk,
  renderView,
}: {
  state: Loaded
  entry: string
  desk: RecordingDesk
  renderView: RenderEntryView
}) {
  const ids = useId()
  if (!plan) return null
  const total = plan.steps.length
  const current = index === 0 ? undefined : plan.steps[index - 1]
  const position =
    index === 0
      ? `Start of ${total} events`
      : `Event ${index} of ${total}: ${eventLabel(current!.event)} at ${seconds(current!.at - plan.startedAt)}`
  const snapshot = replayed?.actor.getSnapshot() as { value: unknown } | undefined
  const stateNow = replayed?.states.at(-1)
  const save = () =>
    downloadText(
      recordingTestFileName(plan, recording),
      recordingTestSource(recording, plan),
      'text/typescript',
    )
  return (
    <>
      <section aria-labelledby={`${ids}-view`}>
        <h3 id={`${ids}-view`}>View</h3>
        <ViewFrame title={`The view of ${entry}, replayed`}>
          {/* A fresh view for each replayed actor: nothing of the previous one lingers. */}
          {replayed && (
            <Fragment key={replayed.actor.sessionId}>{renderView(entry, replayed.actor)}</Fragment>
          )}
        </ViewFrame>
      </section>
      <section aria-labelledby={`${ids}-events`}>
        <h3 id={`${ids}-events`}>Events</h3>
        <div style={styles.scrubber}>
          <label htmlFor={`${ids}-range`}>Event</label>
          <input
            id={`${ids}-range`}
            type="range"
            style={styles.range}
            min={0}
            max={total}
            value={index}
            aria-valuetext={position}
            onChange={(event) => void desk.goTo(Number(event.currentTarget.value))}
          />
          <button type="button" disabled={index === 0} onClick={() => void desk.goTo(index - 1)}>
            Step back
          </button>
          <button
            type="button"
            disabled={index === total}
            onClick={() => void desk.goTo(index + 1)}
          >
            Step forward
          </button>
        </div>
        <p aria-live="polite" data-testid="replay-position">
          {position}
        </p>
        <ol style={styles.events} start={0}>
          {[
            { label: 'Start', state: plan.initial, at: plan.startedAt },
            ...plan.steps.map((step) => ({
              label: eventLabel(step.event),
              state: step.state,
              at: step.at,
            })),
          ].map((step, stepIndex) => (
            <li key={stepIndex}>
              <button
                type="button"
                aria-current={stepIndex === index ? 'step' : undefined}
                style={stepIndex === index ? styles.current : styles.event}
                onClick={() => void desk.goTo(stepIndex)}
              >
                {stepIndex}. {step.label} <small>({seconds(step.at - plan.startedAt)})</small> →{' '}
                {step.state}
              </button>
              {problem?.step === stepIndex && <strong> stops replaying here</strong>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={`${ids}-state`}>
        <h3 id={`${ids}-state`}>State</h3>
        <p className="current-state" data-testid="replay-state">
          {stateNow ?? 'Replaying…'}
        </p>
        {replayed?.problem && (
          <p style={styles.problem}>
            The replay stopped at event {replayed.problem.step}: {replayed.problem.message}
          </p>
        )}
        <StateDiagram machineId={plan.machine} activePaths={activePaths(snapshot?.value)} />
      </section>
      <section aria-labelledby={`${ids}-save`}>
        <h3 id={`${ids}-save`}>Save as test</h3>
        {problem ? (
          <p>A recording saves as a test once it replays to its end.</p>
        ) : (
          <p>
            <button type="button" onClick={save}>
              Save as test
            </button>{' '}
            A Vitest file for tests/recordings/ that replays these {total} events and checks every
            state they lead to (or run npm run recording:test -- {'<file.json>'}).
          </p>
        )}
      </section>
    </>
  )
}
