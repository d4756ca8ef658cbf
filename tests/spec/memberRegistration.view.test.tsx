// The invitation request form pressed before its flow (and xstate) has arrived: the press is
// queued for the flow, and focus goes at once to the first field the member must fill, as it
// does once the flow is there. (A press in that moment used to leave focus where it was.)
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MemberRegistrationActor } from '../../src/machines/memberRegistration.machine'
import { lazyFlow } from '../../src/ui/lazy/lazyFlow'
import { MemberRegistrationFormView } from '../../src/ui/registration/MemberRegistrationForm'

/** A flow whose machine never arrives: every event stays queued. */
const flowStillLoading = () => lazyFlow<MemberRegistrationActor>(() => new Promise(() => {}))

describe('the invitation request form before its flow has arrived', () => {
  it('moves focus to Full Name when Send is pressed on an empty form', async () => {
    const registration = flowStillLoading()
    render(<MemberRegistrationFormView registration={registration} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(screen.getByLabelText('Full Name')).toHaveFocus()
    expect(registration.waitingFor('SUBMIT')).toBe(true)
  })

  it('moves focus to the first field still wrong, past the ones typed in', async () => {
    render(<MemberRegistrationFormView registration={flowStillLoading()} />)
    await userEvent.type(screen.getByLabelText('Full Name'), 'Avery Quill')
    await userEvent.type(screen.getByLabelText('Email'), 'avery@bad')
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })
})
