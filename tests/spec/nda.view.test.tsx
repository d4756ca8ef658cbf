// SPEC.md 8 as the person sees the NDA page: when Continue is enabled, and never a dead end.
// The literals are SPEC.md's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { ndaMachine } from '../../src/machines/nda.machine'
import { NdaView } from '../../src/ui/nda/NdaView'
import { fakeCall } from './actors'
import { person } from './formViews'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

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
