// @vitest-environment jsdom
// The playground's replay of a flight recording (src/playground/ReplayPanel.tsx): the committed
// sample (a login on the site, a wrong password first) imported, its login modal replayed on the
// real view, scrubbed back and forth, jumped to its start; a file that is no recording, and one
// the machine no longer follows, each say why; "Save as test" hands over the test file.
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as prettier from 'prettier'
import type { AnyActorRef } from 'xstate'
import type { Recording } from '../../src/dev/recording'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import { RecordingDesk } from '../../src/playground/recordingDesk'
import { ImportRecording, ReplayPanel } from '../../src/playground/ReplayPanel'
import LoginModalView from '../../src/ui/login/LoginModal'

const sample = readFileSync('tests/recordings/login-modal.recording.json', 'utf8')

// jsdom's files and blobs cannot read themselves yet; a browser's can (Blob.text).
Blob.prototype.text ??= function (this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.readAsText(this)
  })
}

/** The playground's replay with the one machine of the sample (the playground itself, with all
 *  its machines' views, is tried end to end: tests/e2e/recorder.spec.ts). */
function renderReplay() {
  const desk = new RecordingDesk({
    entryOf: (machineId) => (machineId === 'loginModal' ? 'loginModal' : undefined),
    machineOf: () => loginModalMachine,
  })
  const renderView = (_entry: string, actor: AnyActorRef) => <LoginModalView modal={actor} />
  render(
    <>
      <ImportRecording desk={desk} />
      <ReplayPanel desk={desk} renderView={renderView} />
    </>,
  )
}

async function imported(text: string, name = 'login.json') {
  const user = userEvent.setup()
  renderReplay()
  await user.upload(
    screen.getByLabelText('Import recording'),
    new File([text], name, { type: 'application/json' }),
  )
  return user
}

const state = () => screen.getByTestId('replay-state')
const view = () =>
  within(
    (screen.getByTitle('The view of loginModal, replayed') as HTMLIFrameElement).contentDocument!
      .body,
  )

describe('replaying a recording in the playground', () => {
  it('replays the busiest actor, steps back and forward, and jumps to any event', async () => {
    const user = await imported(sample)
    await screen.findByRole('heading', { name: 'Recording login.json' })
    expect(await screen.findByText('signedIn (done)')).toBe(state())
    const actor = screen.getByRole('combobox', { name: 'Actor to replay' })
    expect(within(actor).getByRole('option', { selected: true }).textContent).toBe(
      'loginModal (in membershipDialog): 7 events',
    )
    expect(screen.queryByRole('alert')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Step back' }))
    await vi.waitFor(() => expect(state().textContent).toBe('login.submitting'))
    await user.click(screen.getByRole('button', { name: 'Step back' }))
    await vi.waitFor(() => expect(state().textContent).toBe('login.failed'))
    expect(view().getByRole('alert').textContent).toBe(
      'There was an error trying to validate user credentials',
    )
    expect(screen.getByTestId('replay-position').textContent).toMatch(
      /^Event 5 of 7: CHANGE_PASSWORD\(value="\[redacted\]"\) at \d+\.\d\d s$/,
    )
    await user.click(screen.getByRole('button', { name: 'Step forward' }))
    await vi.waitFor(() => expect(state().textContent).toBe('login.submitting'))

    await user.click(screen.getByRole('button', { name: /^0\. Start/ }))
    await vi.waitFor(() => expect(state().textContent).toBe('login.editing'))
    expect(screen.getByRole('button', { name: /^0\. Start/ })).toHaveAttribute(
      'aria-current',
      'step',
    )
    expect(view().getByLabelText('User Name')).toHaveValue('')
    // The range (by keyboard, end to end: tests/e2e/recorder.spec.ts) is at the same event.
    expect(screen.getByRole('slider', { name: 'Event' })).toHaveValue('0')
    expect(screen.getByRole('button', { name: 'Step back' })).toBeDisabled()
  })

  it('names the first problem of a file that is no recording', async () => {
    await imported('{"format": "nova-club-recording", "version": 1}', 'notes.json')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'notes.json: The file is not a recording (version 1): app: Invalid input: expected object, received undefined',
    )
  })

  it('says where a recording no longer replays, and offers no test of it', async () => {
    const recording = JSON.parse(sample) as Recording
    const refusal = recording.entries.find(
      (entry) => entry.event.type === 'xstate.error.actor.logIn',
    )!
    refusal.state.value = { login: 'editing' }
    await imported(JSON.stringify(recording))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This recording no longer replays: Event 4 (xstate.error.actor.logIn) leads to login.failed; the recording went to login.editing.',
    )
    expect(screen.queryByRole('button', { name: 'Save as test' })).toBeNull()
  })

  it('saves the replayed actor as the Vitest file the script writes', async () => {
    const saved: Blob[] = []
    // jsdom makes no object URLs; the download link's click is the browser's business.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => saved.push(blob) && 'blob:saved-test',
      revokeObjectURL: () => {},
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = await imported(sample)
    await user.click(await screen.findByRole('button', { name: 'Save as test' }))
    expect(click.mock.contexts[0]).toMatchObject({ download: 'loginModal-home.test.ts' })
    // The committed sample's test is the script's output for the same recording.
    const committed = 'tests/recordings/loginModal-home.test.ts'
    const formatted = await prettier.format(await saved[0]!.text(), {
      ...(await prettier.resolveConfig(committed)),
      filepath: committed,
    })
    expect(formatted).toBe(readFileSync(committed, 'utf8'))
  })
})
