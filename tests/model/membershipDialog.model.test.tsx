import { expect, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { membershipDialogMachine } from '../../src/machines/membershipDialog.machine'
import { lockScroll, unlockScroll } from '../../src/lib/scrollLock'
import { MembershipDialogScope } from '../../src/ui/membership/MembershipDialog'
import { MembershipDialogButton } from '../../src/ui/membership/MembershipDialogButton'
import { describeModel } from './describeModel'
import { renderWithRouter } from '../support/renderWithRouter'

const dialogElement = () => document.querySelector('dialog')!
const stepHeading = { 1: 'Platform Access', 2: 'Start your Journey' } as const

let scroll = { lockScroll: vi.fn(), unlockScroll: vi.fn() }
let lastOpener: HTMLElement | undefined

describeModel(
  {
    machine: membershipDialogMachine,
    events: [{ type: 'OPEN', step: 1 }, { type: 'OPEN', step: 2 }, { type: 'CLOSE' }],
  },
  {
    actor: {
      provide: () => {
        scroll = { lockScroll: vi.fn(), unlockScroll: vi.fn() }
        return { actions: scroll }
      },
      states: {
        open: () => expect(scroll.lockScroll).toHaveBeenCalled(),
        closed: () =>
          expect(scroll.unlockScroll).toHaveBeenCalledTimes(scroll.lockScroll.mock.calls.length),
      },
    },
    view: {
      // The real scroll lock, so the page's body shows it.
      provide: () => {
        lastOpener = undefined
        return { actions: { lockScroll, unlockScroll } }
      },
      render: (dialog) =>
        renderWithRouter(
          <MembershipDialogScope dialog={dialog}>
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
      states: {
        closed: () => {
          expect(dialogElement().open).toBe(false)
          expect(document.body.style.overflow).toBe('')
          expect(dialogElement().querySelector('h2')).toBeNull()
          if (lastOpener) expect(lastOpener).toHaveFocus() // focus returns to the opener
        },
        open: ({ context }) => {
          expect(dialogElement().open).toBe(true)
          expect(dialogElement()).toHaveAttribute('data-state', 'open')
          expect(
            screen.getByRole('heading', { name: stepHeading[context.step] }),
          ).toBeInTheDocument()
          expect(document.body.style.overflow).toBe('hidden')
          expect(dialogElement()).toContainElement(document.activeElement as HTMLElement)
        },
        closing: () => {
          expect(dialogElement().open).toBe(true)
          expect(dialogElement()).toHaveAttribute('data-state', 'closing')
        },
      },
    },
  },
)
