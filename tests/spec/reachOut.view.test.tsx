// SPEC.md 5 as the person sees the reach-out form: which button is enabled, which message
// shows. The literals are SPEC.md's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { reachOutMachine, type ReachOutValues } from '../../src/machines/reachOut.machine'
import { ReachOutFormView } from '../../src/ui/reachOut/ReachOutForm'
import { effect, fakeCall } from './actors'
import { FAILED, person } from './formViews'

const REDIRECT = 2000

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the reach-out form', () => {
  let sendMessage: ReturnType<typeof fakeCall<{ status: number }, ReachOutValues>>
  let goToNoToken: ReturnType<typeof effect>
  function show() {
    sendMessage = fakeCall<{ status: number }, ReachOutValues>()
    goToNoToken = effect()
    const form = createActor(
      reachOutMachine.provide({
        actors: { sendMessage: sendMessage.logic },
        actions: { goToNoToken },
      }),
    ).start()
    render(<ReachOutFormView reachOut={form} />)
    return person()
  }
  const submit = () => screen.getByRole('button', { name: /Submit/ })

  it.each([
    ['', 'avery@example.com', false],
    ['Avery', 'avery', false],
    ['Avery', 'avery@example.com', true],
  ])('name %j, email %j: Submit enabled: %s', async (name, email, enabled) => {
    const user = show()
    if (name) await user.type(screen.getByLabelText('Complete Name'), name)
    if (email) await user.type(screen.getByLabelText('Email'), email)
    expect(submit()).toHaveProperty('disabled', !enabled)
  })

  it("'quinn@bad' left: the reason shows next to the field; Submit stays disabled", async () => {
    const user = show()
    const email = screen.getByLabelText('Email')
    await user.type(screen.getByLabelText('Complete Name'), 'Quinn')
    await user.type(email, 'quinn@bad')
    expect(email).not.toHaveAccessibleDescription()
    await user.tab()
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(submit()).toBeDisabled()
    await user.type(email, '.example')
    expect(email).not.toHaveAccessibleDescription()
    expect(submit()).toBeEnabled()
  })

  it("'Submitted!', fields disabled, /no-token after 2000 ms; content at most 500", async () => {
    const user = show()
    expect(screen.getByLabelText('Email Content')).toHaveAttribute('maxLength', '500')
    await user.type(screen.getByLabelText('Complete Name'), 'Avery')
    await user.type(screen.getByLabelText('Email'), 'avery@example.com{Enter}')
    await act(() => sendMessage.resolve({ status: 200 }))
    expect(submit()).toHaveTextContent('Submitted!')
    expect(screen.getByLabelText('Complete Name')).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT - 1))
    expect(goToNoToken).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(goToNoToken).toHaveBeenCalledTimes(1)
  })

  it(`non-200: '${FAILED}'`, async () => {
    const user = show()
    await user.type(screen.getByLabelText('Complete Name'), 'Avery')
    await user.type(screen.getByLabelText('Email'), 'avery@example.com{Enter}')
    await act(() => sendMessage.resolve({ status: 500 }))
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED)
  })
})
