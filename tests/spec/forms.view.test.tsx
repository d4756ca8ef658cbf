// SPEC.md 4, 5 and 8 as the person sees the subscribe box, the reach-out form and the NDA page:
// which button is enabled, which message shows. The literals are SPEC.md's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor } from 'xstate'
import { subscribeMachine } from '../../src/machines/subscribe.machine'
import { reachOutMachine, type ReachOutValues } from '../../src/machines/reachOut.machine'
import { ndaMachine } from '../../src/machines/nda.machine'
import { SubscribeBoxView } from '../../src/ui/subscribe/SubscribeBox'
import { ReachOutFormView } from '../../src/ui/reachOut/ReachOutForm'
import { NdaView } from '../../src/ui/nda/NdaView'
import { effect, fakeCall } from './actors'

const FAILED = 'An error occurred. Please try again later.'
const REDIRECT = 2000

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())
const person = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

describe('the subscribe box', () => {
  let subscribe: ReturnType<typeof fakeCall<{ status: number }, { email: string }>>
  function show() {
    subscribe = fakeCall<{ status: number }, { email: string }>()
    const box = createActor(
      subscribeMachine.provide({ actors: { subscribe: subscribe.logic } }),
    ).start()
    render(<SubscribeBoxView subscription={box} idPrefix="spec" />)
    return person()
  }
  const button = () => screen.getByRole('button', { name: /Subscribe/ })

  it.each([
    ['', false],
    ['avery', false],
    ['avery@example', false],
    ['avery@example.com', true],
  ])('%j: the button is enabled: %s', async (email, enabled) => {
    const user = show()
    if (email) await user.type(screen.getByLabelText('Email'), email)
    expect(button()).toHaveProperty('disabled', !enabled)
  })

  it("'bad@' and Enter, or leaving the box, say why the button is disabled", async () => {
    const user = show()
    const email = screen.getByLabelText('Email')
    await user.type(email, 'bad@')
    expect(email).not.toHaveAccessibleDescription()
    await user.keyboard('{Enter}')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(button()).toBeDisabled()
    await user.type(email, 'example.com')
    expect(email).not.toHaveAccessibleDescription()
    await user.clear(email)
    await user.type(email, 'quinn@bad')
    await user.tab()
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
  })

  it("status 200: cleared and locked, 'Subscribed!', the message of SPEC.md 4", async () => {
    const user = show()
    await user.type(screen.getByLabelText('Email'), 'avery@example.com{Enter}')
    await act(() => subscribe.resolve({ status: 200 }))
    expect(button()).toHaveTextContent('Subscribed!')
    expect(button()).toBeDisabled()
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'One of our Talent Agents will be in touch with you soon! Cheers!',
    )
  })

  it(`any other status: '${FAILED}', the email kept`, async () => {
    const user = show()
    await user.type(screen.getByLabelText('Email'), 'avery@example.com{Enter}')
    await act(() => subscribe.resolve({ status: 201 }))
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED)
    expect(screen.getByLabelText('Email')).toHaveValue('avery@example.com')
  })
})

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

describe('the NDA page', () => {
  it("Continue is enabled only while 'Accept Terms and Conditions.' is ticked", async () => {
    const nda = createActor(
      ndaMachine.provide({
        actors: { completeOnboarding: fakeCall<{ ndaAcceptedAt: string }>().logic },
      }),
    ).start()
    render(<NdaView nda={nda} />)
    const user = person()
    const box = screen.getByRole('checkbox', { name: 'Accept Terms and Conditions.' })
    const continueButton = () => screen.getByRole('button', { name: 'Continue' })
    expect(continueButton()).toBeDisabled()
    await user.click(box)
    expect(continueButton()).toBeEnabled()
    await user.click(box)
    expect(continueButton()).toBeDisabled()
  })

  it('never a dead end: a way back always, a way to log in when a session is needed', async () => {
    const onboarding = fakeCall<{ ndaAcceptedAt: string }>()
    const nda = createActor(
      ndaMachine.provide({ actors: { completeOnboarding: onboarding.logic } }),
    ).start()
    render(
      <NdaView
        nda={nda}
        logIn={<button type="button">Log in</button>}
        leave={<a href="/">Back to the site</a>}
      />,
    )
    const user = person()
    expect(screen.getByRole('link', { name: 'Back to the site' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await act(() => onboarding.reject(Object.assign(new Error('no session'), { status: 401 })))
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in again')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the site' })).toBeVisible()
  })
})
