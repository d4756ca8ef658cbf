import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ndaMessages } from '../../src/machines/nda.machine'
import { NdaView } from '../../src/ui/nda/NdaView'
import { ndaEffects } from '../../src/ui/nda/ndaEffects'
import { runningFlow } from '../../src/ui/lazy/lazyFlow'
import { signedInSession } from '../support/session'
import { describeModel } from './describeModel'
import { ndaModel } from './models'
import { formAlertText } from '../support/formAlert'

const boarding = { ndaAcceptedAt: '2025-03-01T09:30:00.000Z' }

let goHome = vi.fn()
let storeBoarding = vi.fn()
let session = signedInSession()

const checkbox = () => screen.getByRole('checkbox', { name: 'Accept Terms and Conditions.' })
const continueButton = () => screen.getByRole('button', { name: 'Continue' })
const alertText = formAlertText

describeModel(ndaModel, {
  actor: {
    provide: () => {
      goHome = vi.fn()
      storeBoarding = vi.fn()
      return { actions: { goHome, storeBoarding } }
    },
    states: {
      notAccepted: () => expect(goHome).not.toHaveBeenCalled(),
      accepted: () => expect(goHome).not.toHaveBeenCalled(),
      completing: () => expect(storeBoarding).not.toHaveBeenCalled(),
      continued: () => {
        expect(storeBoarding).toHaveBeenCalledExactlyOnceWith(expect.anything(), { boarding })
        expect(goHome).toHaveBeenCalledTimes(1)
      },
    },
  },
  view: {
    // The page's own effects, with a signed-in session; only the call is the path's fake.
    provide: () => {
      goHome = vi.fn()
      session = signedInSession()
      const { actions } = ndaEffects(runningFlow(session), goHome)
      return { actions }
    },
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
        expect(alertText()).toBe('')
      },
      'accepted.ready': () => {
        expect(checkbox()).toBeChecked()
        expect(continueButton()).toBeEnabled()
        expect(alertText()).toBe('')
      },
      'accepted.failed': () => {
        expect(alertText()).toBe(ndaMessages.failed)
        expect(checkbox()).toBeChecked()
        expect(continueButton()).toBeEnabled()
      },
      'accepted.signInRequired': () => {
        expect(alertText()).toBe(ndaMessages.signInRequired)
        expect(continueButton()).toBeEnabled()
      },
      completing: () => {
        expect(checkbox()).toBeDisabled()
        expect(continueButton()).toHaveAttribute('aria-busy', 'true')
        expect(session.getSnapshot().context.session?.boarding).toBeUndefined()
      },
      continued: () => {
        expect(session.getSnapshot().context.session?.boarding).toEqual(boarding)
        expect(goHome).toHaveBeenCalledTimes(1)
      },
    },
  },
})
