// The invitation request form pressed before its flow (and xstate) has arrived: the press is
// queued for the flow, and focus goes at once to the first field the member must fill, as it
// does once the flow is there. (A press in that moment used to leave focus where it was.)
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor } from 'xstate'
import {
  memberRegistrationMachine,
  type MemberRegistrationActor,
} from '../../src/machines/memberRegistration.machine'
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

  it('looks disabled from its first paint (the stylesheet reads the empty fields), yet takes a press', () => {
    render(<MemberRegistrationFormView registration={flowStillLoading()} />)
    const send = screen.getByRole('button', { name: 'Send my request' })
    expect(send).toHaveClass('button--until-flow')
    expect(send).toBeEnabled()
    expect(screen.getByLabelText('Full Name')).toBeRequired()
  })

  it('once the flow is there, is disabled until the form can be sent', async () => {
    const registration = createActor(memberRegistrationMachine).start()
    render(<MemberRegistrationFormView registration={registration} />)
    const send = screen.getByRole('button', { name: 'Send my request' })
    expect(send).toBeDisabled()
    expect(send).not.toHaveClass('button--until-flow')
    await userEvent.type(screen.getByLabelText('Full Name'), 'Avery Quill')
    await userEvent.type(screen.getByLabelText('Email'), 'avery@example.com')
    await userEvent.type(screen.getByLabelText('Role'), 'Data Engineer')
    expect(send).toBeEnabled()
  })

  it('moves focus to the first field still wrong, past the ones typed in', async () => {
    render(<MemberRegistrationFormView registration={flowStillLoading()} />)
    await userEvent.type(screen.getByLabelText('Full Name'), 'Avery Quill')
    await userEvent.type(screen.getByLabelText('Email'), 'avery@bad')
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })
})
