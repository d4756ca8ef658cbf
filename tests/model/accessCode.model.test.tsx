import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { createActor, fromPromise } from 'xstate'
import { accessCodeMachine } from '../../src/machines/accessCode.machine'
import { AccessCodeView } from '../../src/ui/interview/AccessCode'
import { describeModel } from './describeModel'
import { accessCodeModel } from './models'
import { ERROR_CLEAR_MS } from '../../src/machines/timing'

const demoCode = 'WELCOME-2025'
let effects = { storeCode: vi.fn(), announceAccepted: vi.fn(), reportProgress: vi.fn() }
const provideSpies = () => {
  effects = { storeCode: vi.fn(), announceAccepted: vi.fn(), reportProgress: vi.fn() }
  return { actions: effects }
}
/** Issue 31: the accepted code is reported (once), and nothing before. */
const codeReported = (times: 0 | 1) => {
  expect(effects.reportProgress).toHaveBeenCalledTimes(times)
  if (times) {
    expect(effects.reportProgress).toHaveBeenCalledWith(expect.anything(), {
      event: 'CODE_ACCEPTED',
    })
  }
}
const codeInput = () => screen.getByLabelText('Access code')
const submitButton = () => screen.getByRole('button', { name: /^(Continue|Checking…)$/ })
/** The modal's problems: the code's under its field (FieldError), a failed check the form's
 *  (FormAlert); the one error pattern. */
const fieldProblem = () => document.getElementById('access-code-message')
const formAlert = () =>
  screen.getAllByRole('alert').filter((alert) => alert.id !== 'access-code-message')

describeModel(accessCodeModel, {
  actor: {
    provide: provideSpies,
    states: {
      guidelines: () => expect(effects.storeCode).not.toHaveBeenCalled(),
      entry: () => {
        expect(effects.announceAccepted).not.toHaveBeenCalled()
        codeReported(0)
      },
      checking: () => codeReported(0),
      accepted: () => {
        expect(effects.storeCode).toHaveBeenCalledWith(expect.anything(), { code: demoCode })
        expect(effects.announceAccepted).toHaveBeenCalledTimes(1)
        codeReported(1)
      },
    },
  },
  view: {
    provide: provideSpies,
    render: (accessCode) => render(<AccessCodeView accessCode={accessCode} />),
    events: {
      ACKNOWLEDGE: (user) => user.click(screen.getByRole('button', { name: 'Ok, got it!' })),
      TYPE: async (user, { code }) => {
        await user.clear(codeInput())
        if (code) await user.type(codeInput(), code)
      },
      // Enter submits (the button is covered by the end-to-end tests).
      SUBMIT: (user) => user.type(codeInput(), '{Enter}'),
    },
    states: {
      guidelines: () => {
        expect(screen.getByRole('heading', { name: 'Before you start' })).toBeInTheDocument()
        expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
          expect.stringContaining('stable internet connection, on a computer'),
          expect.stringContaining('quiet space'),
          expect.stringContaining('no tools, notes or outside help'),
          expect.stringContaining('Do Not Disturb'),
        ])
        expect(screen.queryByLabelText('Access code')).toBeNull()
      },
      'entry.editing': ({ context }) => {
        expect(
          screen.getByRole('heading', { name: 'This space is for invited candidates only' }),
        ).toBeInTheDocument()
        expect(codeInput()).toHaveValue(context.code)
        expect(codeInput()).toHaveFocus()
        if (context.code.trim()) expect(submitButton()).toBeEnabled()
        else expect(submitButton()).toBeDisabled() // disabled while the code is empty
        expect(fieldProblem()).toBeNull()
        expect(codeInput()).not.toHaveAttribute('aria-invalid')
        expect(formAlert().map((alert) => alert.textContent)).toEqual([''])
      },
      'entry.invalid': () => {
        expect(fieldProblem()).toHaveTextContent('Code provided is invalid')
        expect(fieldProblem()).toHaveAttribute('role', 'alert')
        expect(codeInput()).toHaveAttribute('aria-invalid', 'true')
        expect(codeInput()).toHaveAccessibleDescription('Code provided is invalid')
        expect(formAlert().map((alert) => alert.textContent)).toEqual([''])
      },
      'entry.failed': () => {
        expect(formAlert().map((alert) => alert.textContent)).toEqual([
          'Error trying to validate code',
        ])
        expect(fieldProblem()).toBeNull()
        expect(codeInput()).not.toHaveAttribute('aria-invalid')
      },
      checking: () => {
        expect(submitButton()).toHaveTextContent('Checking…')
        expect(submitButton()).toBeDisabled()
        expect(codeInput()).toHaveAttribute('readonly')
      },
      accepted: () => {
        expect(effects.storeCode).toHaveBeenCalledWith(expect.anything(), { code: demoCode })
        expect(effects.announceAccepted).toHaveBeenCalledTimes(1)
        codeReported(1)
        expect(submitButton()).toBeDisabled()
      },
    },
  },
})

describe('access code timing and input', () => {
  const start = (verdict: () => Promise<'accepted' | 'rejected'>) => {
    const storeCode = vi.fn()
    const actor = createActor(
      accessCodeMachine.provide({
        actors: { fetchToken: fromPromise(verdict) },
        actions: { storeCode, announceAccepted: () => {} },
      }),
    ).start()
    actor.send({ type: 'ACKNOWLEDGE' })
    return { actor, storeCode }
  }

  it("shows 'Code provided is invalid' for 3 s, not less", async () => {
    vi.useFakeTimers()
    try {
      const { actor } = start(async () => 'rejected')
      actor.send({ type: 'TYPE', code: 'NOT-A-CODE' })
      actor.send({ type: 'SUBMIT' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches({ entry: 'invalid' })).toBe(true)
      await vi.advanceTimersByTimeAsync(ERROR_CLEAR_MS - 1)
      expect(actor.getSnapshot().matches({ entry: 'invalid' })).toBe(true)
      await vi.advanceTimersByTimeAsync(1)
      expect(actor.getSnapshot().matches({ entry: 'editing' })).toBe(true)
      expect(actor.getSnapshot().context.code).toBe('NOT-A-CODE') // nothing typed is lost
    } finally {
      vi.useRealTimers()
    }
  })

  it('checks and stores the code without surrounding spaces, and refuses a blank one', async () => {
    const { actor, storeCode } = start(async () => 'accepted')
    actor.send({ type: 'TYPE', code: '   ' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ entry: 'editing' })).toBe(true)
    actor.send({ type: 'TYPE', code: ` ${demoCode} ` })
    actor.send({ type: 'SUBMIT' })
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'))
    expect(storeCode).toHaveBeenCalledWith(expect.anything(), { code: demoCode })
  })
})
