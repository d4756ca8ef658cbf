// Saved from a flight recording (src/playground/recordingTest.ts): the loginModal actor as
// recorded on / at 2026-12-06T08:27:46.787Z (the-club-site 0.1.0), 7 events,
// replayed on the model tests' fakes and the manual clock (src/playground/replay.ts). A failure
// names the first event the machine no longer follows; when the change is meant, record the
// session again and save it again (docs/testing.md, "The flight recorder").
import { expect, test } from 'vitest'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import { replay, type ReplayPlan } from '../../src/playground/replay'

const plan: ReplayPlan = {
  machine: 'loginModal',
  input: { step: 1 },
  startedAt: 418.8,
  initial: 'login.editing',
  steps: [
    {
      at: 626,
      how: 'send',
      event: { type: 'CHANGE_USERNAME', value: 'demo.member' },
      state: 'login.editing',
    },
    {
      at: 735.6,
      how: 'send',
      event: { type: 'CHANGE_PASSWORD', value: '[redacted]' },
      state: 'login.editing',
    },
    { at: 847, how: 'send', event: { type: 'SUBMIT_LOGIN' }, state: 'login.submitting' },
    {
      at: 1149.2,
      how: 'settle',
      event: {
        type: 'xstate.error.actor.logIn',
        error: {
          name: 'ApiRequestError',
          message: 'The user name or password is not correct.',
          kind: 'http',
          status: 401,
        },
        actorId: 'logIn',
      },
      state: 'login.failed',
    },
    {
      at: 1254.3,
      how: 'send',
      event: { type: 'CHANGE_PASSWORD', value: '[redacted]' },
      state: 'login.failed',
    },
    { at: 1331.4, how: 'send', event: { type: 'SUBMIT_LOGIN' }, state: 'login.submitting' },
    {
      at: 1531.6,
      how: 'settle',
      event: {
        type: 'xstate.done.actor.logIn',
        output: {
          id: 1,
          token: '[redacted]',
          user_login: { first_name: 'Avery', last_name: 'Stone', refresh_token: '[redacted]' },
        },
        actorId: 'logIn',
      },
      state: 'signedIn (done)',
    },
  ],
}

test('the loginModal session recorded on / replays through the recorded states', async () => {
  const replayed = await replay(loginModalMachine, plan)
  replayed.stop()
  expect(replayed.problem?.message).toBeUndefined()
  expect(replayed.states).toEqual([
    'login.editing',
    'login.editing',
    'login.editing',
    'login.submitting',
    'login.failed',
    'login.failed',
    'login.submitting',
    'signedIn (done)',
  ])
})
