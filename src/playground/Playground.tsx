// The playground (dev only, /__playground): choose a machine, see its view running on the model
// tests' fakes, take the steps it accepts now, follow its state on the overview diagram, read its
// context as the inspector would show it, and share a link that replays the same steps. Or
// import a flight recording (`?inspect`'s badge) and replay it (ReplayPanel.tsx).
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import type { AnyEventObject } from 'xstate'
import { playgroundEntries, type PlaygroundEntry } from './catalog'
import { RecordingDesk } from './recordingDesk'
import { ImportRecording, ReplayPanel } from './ReplayPanel'
import { StateDiagram } from './StateDiagram'
import { ViewFrame } from './ViewFrame'
import {
  PlaygroundRun,
  activePaths,
  readStateLink,
  stateLink,
  type PossibleStep,
  type Step,
} from './playgroundRun'

interface Running {
  entry: PlaygroundEntry
  run: PlaygroundRun
}

const entryNamed = (name: string) => playgroundEntries.find((entry) => entry.name === name)!

/** The recording the playground replays, if any: its machines are the catalog's. */
const desk = new RecordingDesk({
  entryOf: (machineId) =>
    playgroundEntries.find((entry) => entry.model.machine.id === machineId)?.name,
  machineOf: (name) => entryNamed(name).model.machine,
})

/** Starts the entry's machine and replays `steps`; steps it no longer accepts are dropped. */
async function startRunning(entry: PlaygroundEntry, steps: readonly Step[]): Promise<Running> {
  const run = new PlaygroundRun(entry.model)
  for (const step of steps) {
    if (!run.accepts(step)) break
    await run.take(step)
  }
  return { entry, run }
}

export function Playground({ location = window.location }: { location?: Location }) {
  const [choice, setChoice] = useState(() => readStateLink(location.search))
  const [running, setRunning] = useState<Running>()
  const [, setVersion] = useState(0)
  const rerender = () => setVersion((version) => version + 1)
  const replaying = useSyncExternalStore(desk.subscribe, desk.getSnapshot).kind === 'loaded'

  useEffect(() => {
    const entry = playgroundEntries.find(({ name }) => name === choice.name)
    if (!entry) return
    let current: Running | undefined
    let cancelled = false
    void startRunning(entry, choice.steps).then((started) => {
      current = started
      if (cancelled) return started.run.stop()
      setRunning(started)
    })
    return () => {
      cancelled = true
      current?.run.stop()
    }
  }, [choice])

  useEffect(() => {
    if (!running) return
    const subscription = running.run.actor.subscribe(rerender)
    return () => subscription.unsubscribe()
  }, [running])

  const link =
    running && stateLink(location.pathname, running.entry.name, running.run.shareableSteps())
  useEffect(() => {
    if (link && !choice.viewOnly) window.history.replaceState(null, '', link)
  }, [link, choice.viewOnly])

  const choose = (name: string) => {
    desk.close()
    window.history.pushState(null, '', stateLink(location.pathname, name, []))
    setRunning(undefined)
    setChoice({ name, steps: [], viewOnly: false })
  }

  const take = async (step: Step) => {
    await running?.run.take(step)
    rerender()
  }

  if (choice.viewOnly) return running ? <ViewOnly running={running} /> : null

  return (
    <div className="playground">
      <nav aria-label="Machines">
        <h1>Statechart playground</h1>
        <ul>
          {playgroundEntries.map(({ name }) => (
            <li key={name}>
              <a
                href={stateLink(location.pathname, name, [])}
                aria-current={name === choice.name ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  choose(name)
                }}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
        <ImportRecording desk={desk} />
      </nav>
      <main>
        {replaying ? (
          <ReplayPanel
            desk={desk}
            renderView={(name, actor) => entryNamed(name).renderView(actor)}
          />
        ) : running ? (
          <MachinePanel running={running} link={link!} onStep={take} />
        ) : (
          <p>Choose a machine to run it on the model tests&apos; fakes (no backend needed).</p>
        )}
      </main>
    </div>
  )
}

/** The view alone, as wide as on the site (the page's content, or its narrower place there),
 *  as the state gallery photographs it (`&frame=view`): the state it shows and the steps
 *  replayed are in data attributes. */
function ViewOnly({ running: { entry, run } }: { running: Running }) {
  return (
    <div
      className="view-only container"
      style={entry.siteWidth ? { maxWidth: entry.siteWidth, paddingInline: 0 } : undefined}
      data-state={activePaths(run.snapshot().value)
        .map((path) => path.join('.'))
        .join(', ')}
      data-steps={run.steps.length}
    >
      {entry.renderView(run.actor)}
    </div>
  )
}

function MachinePanel({
  running: { entry, run },
  link,
  onStep,
}: {
  running: Running
  link: string
  onStep: (step: Step) => Promise<void>
}) {
  const snapshot = run.snapshot()
  const paths = activePaths(snapshot.value)
  return (
    <>
      <h2>{entry.name}</h2>
      <section aria-labelledby="playground-view">
        <h3 id="playground-view">View</h3>
        {/* In a frame: a modal dialog of the view leaves the steps below clickable. */}
        <ViewFrame title={`The view of ${entry.name}`}>{entry.renderView(run.actor)}</ViewFrame>
      </section>
      <section aria-labelledby="playground-steps">
        <h3 id="playground-steps">What can happen now</h3>
        <ul className="steps">
          {run.possibleSteps().map((possible) => (
            <li key={JSON.stringify(possible.step)}>
              <StepControl
                possible={possible}
                onStep={onStep}
                secretFields={
                  'send' in possible.step ? run.secretFields(possible.step.send.type) : []
                }
              />
            </li>
          ))}
        </ul>
        <p>
          <a href={link}>Link to this state</a> ({run.steps.length} steps; secrets are left out and
          replayed from the demo data){' '}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>
            Copy link
          </button>
        </p>
      </section>
      <section aria-labelledby="playground-state">
        <h3 id="playground-state">State</h3>
        <p aria-live="polite" className="current-state" data-testid="current-state">
          {paths.map((path) => path.join('.')).join(', ')}
          {snapshot.status !== 'active' && ` (${snapshot.status})`}
        </p>
        <StateDiagram machineId={run.model.machine.id} activePaths={paths} />
      </section>
      <section aria-labelledby="playground-context">
        <h3 id="playground-context">Context (secrets redacted)</h3>
        <pre data-testid="context">{JSON.stringify(run.redactedContext(), null, 2)}</pre>
      </section>
    </>
  )
}

type Field = [name: string, value: string | number | boolean]

/** The fields of an event a person can change: text, numbers and choices. */
const editableFields = (event: AnyEventObject): Field[] =>
  Object.entries(event).filter(
    (field): field is Field =>
      field[0] !== 'type' && ['string', 'number', 'boolean'].includes(typeof field[1]),
  )

/** A button for a step; for an event with data, a small form with the model's sample values. */
function StepControl({
  possible: { label, step },
  onStep,
  secretFields,
}: {
  possible: PossibleStep
  onStep: (step: Step) => Promise<void>
  /** Typed as passwords are: hidden on screen. */
  secretFields: readonly string[]
}) {
  const formId = useId()
  const fields = 'send' in step ? editableFields(step.send) : []
  if (!('send' in step) || fields.length === 0)
    return (
      <button type="button" onClick={() => void onStep(step)}>
        {label}
      </button>
    )
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const edited = Object.fromEntries(
      fields.map(([name, sample]) => {
        const value = data.get(name)
        if (typeof sample === 'boolean') return [name, value === 'on']
        if (typeof sample === 'number') return [name, Number(value)]
        return [name, String(value ?? '')]
      }),
    )
    void onStep({ send: { ...step.send, ...edited } })
  }
  return (
    <form onSubmit={submit} aria-label={label}>
      {fields.map(([name, sample]) => (
        <label key={name} htmlFor={`${formId}-${name}`}>
          {name}{' '}
          {typeof sample === 'boolean' ? (
            <input id={`${formId}-${name}`} name={name} type="checkbox" defaultChecked={sample} />
          ) : (
            <input
              id={`${formId}-${name}`}
              name={name}
              type={
                secretFields.includes(name)
                  ? 'password'
                  : typeof sample === 'number'
                    ? 'number'
                    : 'text'
              }
              defaultValue={sample}
            />
          )}
        </label>
      ))}{' '}
      <button type="submit">{label}</button>
    </form>
  )
}
