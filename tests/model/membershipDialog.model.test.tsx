import { expect, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { fromPromise } from 'xstate'
import { lockScroll, unlockScroll } from '../../src/lib/scrollLock'
import { MembershipDialogScope } from '../../src/ui/membership/MembershipDialog'
import { MembershipDialogButton } from '../../src/ui/membership/MembershipDialogButton'
import { loginModalMachine } from '../../src/machines/loginModal.machine'
import { loginModalEffects } from '../../src/ui/login/loginModalEffects'
import LoginModalView from '../../src/ui/login/LoginModal'
import { demoLoginResponse, signedInSession } from '../support/session'
import { describeModel } from './describeModel'
import { membershipDialogModel } from './models'
import { renderWithRouter } from '../support/renderWithRouter'

const dialogElement = () => document.querySelector('dialog')!
const stepHeading = { 1: 'Platform Access', 2: 'Start your Journey' } as const

let scroll = { lockScroll: vi.fn(), unlockScroll: vi.fn() }
let lastOpener: HTMLElement | undefined

describeModel(membershipDialogModel, {
  // The login modal is the path's fake: it finishes when the path says so.
  actor: {
    provide: () => {
      scroll = { lockScroll: vi.fn(), unlockScroll: vi.fn() }
      return { actions: scroll }
    },
    states: {
      shown: () => expect(scroll.lockScroll).toHaveBeenCalled(),
      closed: () =>
        expect(scroll.unlockScroll).toHaveBeenCalledTimes(scroll.lockScroll.mock.calls.length),
    },
  },
  // The real login modal (with calls that succeed), which a person finishes.
  view: {
    provide: () => {
      lastOpener = undefined
      const loginModal = loginModalMachine.provide(
        loginModalEffects(signedInSession(), {
          logIn: fromPromise(async () => demoLoginResponse),
          // Answers after a moment, not while the click is still being dispatched.
          requestInvitation: fromPromise(
            (): Promise<unknown> => new Promise((answer) => setTimeout(answer, 10, { id: 1 })),
          ),
        }),
      )
      return { actions: { lockScroll, unlockScroll }, actors: { loginModal } }
    },
    render: (dialog) =>
      renderWithRouter(
        <MembershipDialogScope
          dialog={dialog}
          renderContent={(loginModal) => <LoginModalView modal={loginModal} />}
        >
          <MembershipDialogButton step={1}>Enter to the Future</MembershipDialogButton>
          <MembershipDialogButton step={2}>I want to be a Member</MembershipDialogButton>
        </MembershipDialogScope>,
      ),
    events: {
      OPEN: async (user, { step }) => {
        lastOpener = screen.getByRole('button', {
          name: step === 1 ? 'Enter to the Future' : 'I want to be a Member',
        })
        await user.click(lastOpener)
      },
      CLOSE: (user) => user.click(screen.getByRole('button', { name: 'Close' })),
    },
    finishInvoked: {
      // Request an invitation, then 'Great, I will wait for it'.
      loginModal: async (user) => {
        const toStep2 = screen.queryByRole('button', { name: 'I would like to be a member' })
        if (toStep2) await user.click(toStep2)
        await user.type(screen.getByLabelText('Linkedin Profile'), 'linkedin.com/in/robin')
        await user.click(screen.getByRole('button', { name: 'Request an Invitation' }))
        await vi.advanceTimersByTimeAsync(10) // the request answers
        await user.click(screen.getByRole('button', { name: 'Great, I will wait for it' }))
      },
    },
    states: {
      closed: () => {
        expect(dialogElement().open).toBe(false)
        expect(document.body.style.overflow).toBe('')
        expect(dialogElement().querySelector('h2')).toBeNull()
        if (lastOpener) expect(lastOpener).toHaveFocus() // focus returns to the opener
      },
      'shown.open': ({ context }) => {
        expect(dialogElement().open).toBe(true)
        expect(dialogElement()).toHaveAttribute('data-state', 'open')
        // A fresh login modal at the step the opener asked for.
        expect(screen.getByRole('heading', { name: stepHeading[context.step] })).toBeInTheDocument()
        expect(document.body.style.overflow).toBe('hidden')
        expect(dialogElement()).toContainElement(document.activeElement as HTMLElement)
      },
      'shown.closing': () => {
        expect(dialogElement().open).toBe(true)
        expect(dialogElement()).toHaveAttribute('data-state', 'closing')
      },
    },
  },
})
