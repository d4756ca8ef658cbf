// The flight recorder (src/dev/recorder.ts), its file (src/dev/recording.ts) and the replay
// the playground and the saved tests share (src/playground/replay.ts): a login modal's session
// recorded through the real inspection stream, secrets redacted, times kept, then replayed
// step by step; a recording the machine no longer follows says where and why.
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise, type AnyEventObject } from 'xstate'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import { machineSecrets } from '../../src/machines/secrets'
import { MAX_ENTRIES, createRecorder } from '../../src/dev/recorder'
import {
  RECORDING_VERSION,
  readRecording,
  recordingFileName,
  type Recording,
} from '../../src/dev/recording'
import { replay, replayPlan, replayableActors } from '../../src/playground/replay'

const SECRET = 'Typed-Secret-42'

/** A recorder on a clock the test moves, and a login modal whose calls the test answers. */
function recordedLoginModal() {
  let now = 1000
  const recorder = createRecorder({
    declarations: machineSecrets,
    page: '/career-path',
    app: { name: 'the-club-site', version: '0.1.0' },
    now: () => now,
    wallClock: () => new Date('2026-12-06T08:00:00.000Z'),
  })
  const answers: { reject?: (error: unknown) => void } = {}
  const machine = loginModalMachine.provide({
    actors: {
      logIn: fromPromise(() => new Promise((_resolve, reject) => (answers.reject = reject))),
    },
  })
  const actor = createActor(machine, { input: { step: 1 }, inspect: recorder.inspect }).start()
  const send = (event: AnyEventObject, later = 250) => {
    now += later
    actor.send(event as never)
  }
  return { recorder, actor, send, answers, tick: (ms: number) => (now += ms) }
}

async function failedLogin(): Promise<Recording> {
  const { recorder, actor, send, answers, tick } = recordedLoginModal()
  send({ type: 'CHANGE_USERNAME', value: 'demo.member' })
  send({ type: 'CHANGE_PASSWORD', value: SECRET })
  send({ type: 'SUBMIT_LOGIN' })
  tick(400)
  const refused = Object.assign(new Error('Wrong user name or password.'), {
    kind: 'unauthorized',
    status: 401,
  })
  answers.reject!(refused)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(actor.getSnapshot().matches({ login: 'failed' })).toBe(true)
  actor.stop()
  return JSON.parse(JSON.stringify(recorder.recording())) as Recording
}

describe('the recorder', () => {
  it('keeps every event with its time, sender and state, and no secret', async () => {
    const recording = await failedLogin()
    expect(readRecording(JSON.stringify(recording))).toEqual({ ok: true, recording })
    expect(recording).toMatchObject({
      version: RECORDING_VERSION,
      page: '/career-path',
      startedAt: '2026-12-06T08:00:00.000Z',
      truncated: null,
    })
    const modal = recording.actors.find((actor) => actor.machine === 'loginModal')!
    const call = recording.actors.find((actor) => actor.name === 'logIn')!
    expect(modal).toMatchObject({ parent: null, name: 'loginModal' })
    expect(call).toMatchObject({ machine: null, parent: modal.id })
    const modalEntries = recording.entries.filter((entry) => entry.actor === modal.id)
    expect(
      modalEntries.map(({ at, event, source, state }) => [at, event.type, source, state.value]),
    ).toEqual([
      [0, 'xstate.init', null, { login: 'editing' }],
      [250, 'CHANGE_USERNAME', null, { login: 'editing' }],
      [500, 'CHANGE_PASSWORD', null, { login: 'editing' }],
      [750, 'SUBMIT_LOGIN', null, { login: 'submitting' }],
      [1150, 'xstate.error.actor.logIn', call.id, { login: 'failed' }],
      [1150, 'xstate.stop', null, { login: 'failed' }],
    ])
    expect(modalEntries.at(-1)!.state.status).toBe('stopped')
    expect(modalEntries[2]!.event).toEqual({ type: 'CHANGE_PASSWORD', value: '[redacted]' })
    expect(modalEntries[4]!.event.error).toMatchObject({ status: 401, kind: 'unauthorized' })
    expect(JSON.stringify(recording)).not.toContain(SECRET)
    expect(JSON.stringify(recording)).toContain('"username":"demo.member"')
  })

  it('stops at its bound and says so, keeping the beginning', () => {
    let now = 0
    const recorder = createRecorder({
      declarations: [{ machineId: 'counter' }],
      page: '/',
      app: { name: 'the-club-site', version: '0.1.0' },
      now: () => now++,
      wallClock: () => new Date(0),
      maxEntries: 20,
    })
    const counter = createMachine({ id: 'counter', on: { TICK: {} } })
    const actor = createActor(counter, { inspect: recorder.inspect }).start()
    for (let tick = 0; tick < 30; tick++) actor.send({ type: 'TICK' })
    const { truncated, entries } = recorder.recording()
    expect(entries).toHaveLength(20)
    expect(entries[0]!.event.type).toBe('xstate.init')
    expect(truncated).toEqual({
      entries: 20,
      reason: 'Recording truncated at 20 events: the first 20 events are kept, later ones are not.',
    })
    expect(MAX_ENTRIES).toBe(5000) // the badge's bound
    expect(recorder.status().truncated).toBe(truncated!.reason)
  })
})

describe('reading a recording', () => {
  it('names the first problem of a file that is not one', async () => {
    const recording = await failedLogin()
    expect(readRecording('{"version": 1,')).toEqual({
      ok: false,
      problem: expect.stringMatching(/^The file is not JSON: /),
    })
    expect(readRecording(JSON.stringify({ ...recording, version: 2 }))).toEqual({
      ok: false,
      problem:
        'This recording is version 2; this playground reads version 1. Record the session again.',
    })
    const broken = structuredClone(recording)
    ;(broken.entries[3] as { at: unknown }).at = 'soon'
    expect(readRecording(JSON.stringify(broken))).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^The file is not a recording \(version 1\): entries\.3\.at: .*number/,
      ),
    })
    expect(recordingFileName(recording)).toBe('recording-career-path-2026-12-06T08-00-00Z.json')
  })
})

describe('replaying a recording', () => {
  it('passes through the recorded states, any number of events in', async () => {
    const recording = await failedLogin()
    const [{ actor, events }] = replayableActors(recording) as [
      ReturnType<typeof replayableActors>[number],
    ]
    expect(events).toBe(4)
    const plan = replayPlan(recording, actor.id)
    expect(plan.input).toEqual({ step: 1 })
    expect(plan.steps.map(({ how }) => how)).toEqual(['send', 'send', 'send', 'settle'])
    const all = await replay(loginModalMachine, plan)
    expect(all.problem).toBeUndefined()
    expect(all.states).toEqual([
      'login.editing',
      'login.editing',
      'login.editing',
      'login.submitting',
      'login.failed',
    ])
    all.stop()
    const twoBack = await replay(loginModalMachine, plan, 2)
    expect(twoBack.states.at(-1)).toBe('login.editing')
    expect(twoBack.actor.getSnapshot().context.username).toBe('demo.member')
    twoBack.stop()
  })

  it('says at which event and why a recording no longer replays', async () => {
    const recording = await failedLogin()
    const plan = replayPlan(recording, replayableActors(recording)[0]!.actor.id)
    const otherState = structuredClone(plan)
    otherState.steps[3]!.state = 'login.editing'
    const differs = await replay(loginModalMachine, otherState)
    expect(differs.problem).toEqual({
      step: 4,
      message:
        'Event 4 (xstate.error.actor.logIn) leads to login.failed; the recording went to login.editing.',
    })
    differs.stop()
    const refused = structuredClone(plan)
    refused.steps[2]!.event = { type: 'FINISH' }
    const notAccepted = await replay(loginModalMachine, refused)
    expect(notAccepted.problem).toEqual({
      step: 3,
      message: 'Event 3 (FINISH) is not accepted in login.editing.',
    })
    expect(notAccepted.states).toEqual(['login.editing', 'login.editing', 'login.editing'])
    notAccepted.stop()
  })
})
