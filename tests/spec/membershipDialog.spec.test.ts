// SPEC.md 2.3, 4 and 9 for the membership dialog, written from the specification.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { membershipDialogMachine } from '../../src/machines/membershipDialog.machine'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import { effect, fakeCall, wait, type Effect } from './actors'

/** SPEC.md 9: 'Modal close animation: 300 ms.' */
const CLOSE = 300

let lockScroll: Effect
let unlockScroll: Effect
let requestInvitation: ReturnType<typeof fakeCall<unknown, { contactInfo: string }>>

function start() {
  lockScroll = effect()
  unlockScroll = effect()
  requestInvitation = fakeCall<unknown, { contactInfo: string }>()
  return createActor(
    membershipDialogMachine.provide({
      actions: { lockScroll, unlockScroll },
      actors: {
        loginModal: loginModalMachine.provide({
          actors: { requestInvitation: requestInvitation.logic },
        }),
      },
    }),
  ).start()
}

const modalOf = (dialog: ReturnType<typeof start>) =>
  dialog.getSnapshot().children.loginModal as ReturnType<
    typeof createActor<typeof loginModalMachine>
  >

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 4: closed by default, opens at the step asked for', () => {
  it('is closed at first, scrolling unlocked', () => {
    const dialog = start()
    expect(dialog.getSnapshot().value).toBe('closed')
    expect(dialog.getSnapshot().children).toEqual({})
    expect(lockScroll).not.toHaveBeenCalled()
  })

  it.each([
    [1, { login: 'editing' }],
    [2, { invitation: { form: 'editing' } }],
  ] as const)('OPEN at step %i runs the login modal from %j, scrolling locked', (step, state) => {
    const dialog = start()
    dialog.send({ type: 'OPEN', step })
    expect(dialog.getSnapshot().value).toEqual({ shown: 'open' })
    expect(dialog.getSnapshot().context.step).toBe(step)
    expect(modalOf(dialog).getSnapshot().value).toEqual(state)
    expect(lockScroll).toHaveBeenCalledTimes(1)
    expect(unlockScroll).not.toHaveBeenCalled()
  })
})

describe('SPEC.md 2.3, 9: closing fades out over 300 ms', () => {
  it('is shown for 299 ms after CLOSE, closed at 300 ms, scrolling unlocked then', async () => {
    const dialog = start()
    dialog.send({ type: 'OPEN', step: 1 })
    dialog.send({ type: 'CLOSE' })
    expect(dialog.getSnapshot().value).toEqual({ shown: 'closing' })
    // The content stays while fading out.
    expect(modalOf(dialog)).toBeDefined()
    await wait(CLOSE - 1)
    expect(dialog.getSnapshot().value).toEqual({ shown: 'closing' })
    expect(unlockScroll).not.toHaveBeenCalled()
    await wait(1)
    expect(dialog.getSnapshot().value).toBe('closed')
    expect(unlockScroll).toHaveBeenCalledTimes(1)
  })

  it("the login modal's end ('Great, I will wait for it') closes the dialog over 300 ms", async () => {
    const dialog = start()
    dialog.send({ type: 'OPEN', step: 2 })
    modalOf(dialog).send({ type: 'CHANGE_CONTACT', value: 'linkedin.com/in/avery' })
    modalOf(dialog).send({ type: 'SUBMIT_INVITATION' })
    await requestInvitation.resolve({})
    modalOf(dialog).send({ type: 'FINISH' })
    expect(dialog.getSnapshot().value).toEqual({ shown: 'closing' })
    await wait(CLOSE - 1)
    expect(dialog.getSnapshot().value).toEqual({ shown: 'closing' })
    await wait(1)
    expect(dialog.getSnapshot().value).toBe('closed')
  })

  it('reopening returns to the initial step with a fresh modal', async () => {
    const dialog = start()
    dialog.send({ type: 'OPEN', step: 1 })
    modalOf(dialog).send({ type: 'WANT_MEMBERSHIP' })
    dialog.send({ type: 'CLOSE' })
    await wait(CLOSE)
    dialog.send({ type: 'OPEN', step: 1 })
    expect(modalOf(dialog).getSnapshot().value).toEqual({ login: 'editing' })
    expect(lockScroll).toHaveBeenCalledTimes(2)
  })

  it('OPEN while shown changes nothing', () => {
    const dialog = start()
    dialog.send({ type: 'OPEN', step: 1 })
    dialog.send({ type: 'OPEN', step: 2 })
    expect(dialog.getSnapshot().context.step).toBe(1)
    expect(lockScroll).toHaveBeenCalledTimes(1)
  })
})

it('the default login modal is the real one', () => {
  const dialog = createActor(membershipDialogMachine).start()
  dialog.send({ type: 'OPEN', step: 2 })
  expect(modalOf(dialog).getSnapshot().machine.id).toBe(loginModalMachine.id)
})
