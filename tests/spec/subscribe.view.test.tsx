// SPEC.md 4 as the person sees the subscribe box: which button is enabled, which message
// shows. The literals are SPEC.md's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { subscribeMachine, type SubscribeActor } from '../../src/machines/subscribe.machine'
import { lazyFlow } from '../../src/ui/lazy/lazyFlow'
import { SubscribeBoxView } from '../../src/ui/subscribe/SubscribeBox'
import { fakeCall } from './actors'
import { FAILED, person } from './formViews'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

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

  it('before its flow has arrived, looks disabled (the stylesheet reads the empty field), yet takes a press', () => {
    const loading = lazyFlow<SubscribeActor>(() => new Promise(() => {}))
    render(<SubscribeBoxView subscription={loading} idPrefix="spec" />)
    expect(button()).toHaveClass('button--until-flow')
    expect(button()).toBeEnabled()
    expect(screen.getByLabelText('Email')).toBeRequired()
  })

  it('once its flow is there, the disabled attribute says it: no stand-in class', () => {
    show()
    expect(button()).toBeDisabled()
    expect(button()).not.toHaveClass('button--until-flow')
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
    // Above its actions, as every form's alert is (issue 47): before the field and the button.
    expect(
      screen.getByRole('alert').compareDocumentPosition(button()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(
      screen.getByRole('alert').compareDocumentPosition(screen.getByLabelText('Email')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })
})
