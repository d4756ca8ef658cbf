import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ndaMachine } from '../../src/machines/nda.machine'
import { NdaView } from '../../src/ui/pages/NdaPage'
import { describeModel } from './describeModel'

let goHome = vi.fn()
const provideSpy = () => {
  goHome = vi.fn()
  return { actions: { goHome } }
}
const checkbox = () => screen.getByRole('checkbox', { name: 'Accept Terms and Conditions.' })
const continueButton = () => screen.getByRole('button', { name: 'Continue' })

describeModel(
  {
    machine: ndaMachine,
    events: [{ type: 'ACCEPT' }, { type: 'WITHDRAW' }, { type: 'CONTINUE' }],
  },
  {
    actor: {
      provide: provideSpy,
      states: {
        notAccepted: () => expect(goHome).not.toHaveBeenCalled(),
        accepted: () => expect(goHome).not.toHaveBeenCalled(),
        continued: () => expect(goHome).toHaveBeenCalledTimes(1),
      },
    },
    view: {
      provide: provideSpy,
      render: (nda) => render(<NdaView nda={nda} />),
      events: {
        ACCEPT: (user) => user.click(checkbox()),
        WITHDRAW: (user) => user.click(checkbox()),
        CONTINUE: (user) => user.click(continueButton()),
      },
      states: {
        notAccepted: () => {
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
            'Confidentiality Agreement',
          )
          expect(checkbox()).not.toBeChecked()
          expect(continueButton()).toBeDisabled()
        },
        accepted: () => {
          expect(checkbox()).toBeChecked()
          expect(continueButton()).toBeEnabled()
          expect(goHome).not.toHaveBeenCalled()
        },
        continued: () => expect(goHome).toHaveBeenCalledTimes(1),
      },
    },
  },
)
