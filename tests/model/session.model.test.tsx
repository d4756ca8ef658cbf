import { useEffect, useState } from 'react'
import { expect, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import { type SessionActor } from '../../src/machines/session.machine'
import { ndaMachine } from '../../src/machines/nda.machine'
import { membershipDialogMachine } from '../../src/machines/membershipDialog.machine'
import { SessionScope } from '../../src/ui/session/SessionProvider'
import { sessionEffects } from '../../src/ui/session/sessionEffects'
import { MembershipDialogScope } from '../../src/ui/membership/MembershipDialog'
import { membershipDialogEffects } from '../../src/ui/membership/membershipDialogEffects'
import LoginModalView from '../../src/ui/login/LoginModal'
import { SiteHeader } from '../../src/ui/shell/SiteHeader'
import { NdaView } from '../../src/ui/nda/NdaView'
import { ndaEffects } from '../../src/ui/nda/ndaEffects'
import { runningFlow } from '../../src/ui/lazy/lazyFlow'
import type { LoginRequest, LoginResponse } from '../../src/api/schemas'
import { PURCHASE_ORDER_DATE_KEY } from '../../src/lib/browserStorage'
import { deleteSessionCookie, readSessionCookie } from '../../src/lib/sessionCookie'
import { LOGIN_TIME, demoLoginResponse } from '../support/session'
import { renderWithRouter } from '../support/renderWithRouter'
import { describeModel } from './describeModel'
import { sessionModel } from './models'

const boarding = { ndaAcceptedAt: '2025-03-01T09:30:00.000Z' }

type Effects = ReturnType<typeof sessionEffects>['actions']
const spy = () => vi.fn<(...args: unknown[]) => void>()
let spies: { [Name in keyof Effects]: ReturnType<typeof spy> }
const spyOnEffects = () => {
  spies = {
    applyAuthToken: spy(),
    saveSession: spy(),
    deleteSessionCookie: spy(),
    clearSessionStorage: spy(),
    clearPurchaseOrderDate: spy(),
    reload: spy(),
    goToNda: spy(),
  }
}
const lastToken = () => spies.applyAuthToken.mock.lastCall?.[1]

/** Resolves a fake call when the person's step says so (not while a click is dispatched). */
function deferred<T, TInput>(value: T) {
  let release = () => {}
  const actor = fromPromise<T, TInput>(
    () => new Promise<T>((resolve) => (release = () => resolve(value))),
  )
  return { actor, release: () => release() }
}

// The bar's button: the closed mobile menu repeats it (a browser leaves a closed popover out of
// the accessibility tree; happy-dom does not), and comes after it.
const enterButton = () =>
  screen.queryAllByRole('button', { name: 'Enter to the Future' })[0] ?? null
const chip = () => screen.queryByRole('button', { name: 'Account of Avery Stone' })

const showsVisitor = () => {
  expect(enterButton()).toBeInTheDocument()
  expect(chip()).toBeNull()
}

/** Signs in through the login modal, at the moment the model says the login happened. */
async function logInThroughTheModal(user: UserEvent, loggedAt: number) {
  await user.click(enterButton()!)
  await user.type(screen.getByLabelText('User Name'), 'demo.member')
  await user.type(screen.getByLabelText('Password'), 'Club-Demo-2025!{Enter}')
  vi.setSystemTime(loggedAt)
  loginCall.release()
  await vi.advanceTimersByTimeAsync(0)
}

let loginCall = deferred<LoginResponse, LoginRequest>(demoLoginResponse)
let session: SessionActor

/** What the app does once the page is hydrated and a session cookie exists (liveSession.ts). */
function RestoredAfterHydration({ session }: { session: SessionActor }) {
  useEffect(() => session.send({ type: 'RESTORE' }), [session])
  return null
}
/** Answers the NDA page's pending complete-onboarding call. */
let answerBoarding = () => {}

/** The NDA page with the app's effects for `session` (only the call is fake); Continue visits
 *  it again, so that the member can complete it once more after signing in again. */
function NdaPageVisits({ session }: { session: SessionActor }) {
  const [visit, setVisit] = useState(0)
  return <NdaPageVisit key={visit} session={session} goHome={() => setVisit(visit + 1)} />
}

function NdaPageVisit({ session, goHome }: { session: SessionActor; goHome: () => void }) {
  const nda = useActorRef(
    ndaMachine.provide({
      actions: ndaEffects(runningFlow(session), goHome).actions,
      actors: {
        completeOnboarding: fromPromise(
          () =>
            new Promise<typeof boarding>((resolve) => (answerBoarding = () => resolve(boarding))),
        ),
      },
    }),
  )
  return <NdaView nda={nda} />
}

describeModel(sessionModel, {
  actor: {
    provide: () => {
      vi.setSystemTime(LOGIN_TIME)
      spyOnEffects()
      return { actions: spies }
    },
    states: {
      signedIn: ({ context }) => {
        // Each login (not a restore) clears session storage and goes to /nda.
        expect(spies.goToNda).toHaveBeenCalledTimes(spies.clearSessionStorage.mock.calls.length)
        // Later calls carry the session's token.
        expect(lastToken()).toEqual({ token: context.session!.token })
        const saved = spies.saveSession.mock.lastCall?.[1]
        if (saved) expect(saved).toEqual({ session: context.session })
      },
      anonymous: ({ context }) => {
        expect(context.session).toBeNull()
        if (lastToken()) expect(lastToken()).toEqual({ token: undefined })
        expect(spies.reload).not.toHaveBeenCalled()
      },
      loggingOut: ({ context }) => {
        // Nothing is cleared before the server has been asked to end the session.
        expect(context.session).not.toBeNull()
        expect(spies.reload).not.toHaveBeenCalled()
      },
      loggedOut: () => {
        const order = (spy: ReturnType<typeof vi.fn>) => spy.mock.invocationCallOrder.at(-1)!
        expect(lastToken()).toEqual({ token: undefined })
        // Everything is cleared, then the page reloads.
        for (const cleared of [
          spies.clearSessionStorage,
          spies.clearPurchaseOrderDate,
          spies.deleteSessionCookie,
          spies.applyAuthToken,
        ]) {
          expect(order(cleared)).toBeLessThan(order(spies.reload))
        }
        expect(spies.reload).toHaveBeenCalledTimes(1)
      },
    },
  },
  view: {
    // The app's own effects (the cookie and the browser's storage), but for the token (the
    // API client is tested on its own) and what leaves the page: navigation and reload.
    provide: () => {
      vi.setSystemTime(LOGIN_TIME)
      deleteSessionCookie()
      sessionStorage.setItem('interviewUrl', '/interview/demo')
      localStorage.setItem(PURCHASE_ORDER_DATE_KEY, '2025-02-27')
      spyOnEffects()
      loginCall = deferred<LoginResponse, LoginRequest>(demoLoginResponse)
      const { actions } = sessionEffects(spies.goToNda)
      return {
        actions: {
          ...actions,
          applyAuthToken: spies.applyAuthToken,
          reload: spies.reload,
        },
      }
    },
    render: (actor) => {
      session = actor
      const dialog = createActor(
        membershipDialogMachine.provide(membershipDialogEffects(actor, { logIn: loginCall.actor })),
      ).start()
      return renderWithRouter(
        <SessionScope session={actor}>
          <MembershipDialogScope
            dialog={dialog}
            renderContent={(loginModal) => <LoginModalView modal={loginModal} />}
          >
            <SiteHeader variant="public" />
            <NdaPageVisits session={actor} />
          </MembershipDialogScope>
        </SessionScope>,
      )
    },
    events: {
      // The app restores the session once the page is hydrated.
      RESTORE: async () => void render(<RestoredAfterHydration session={session} />),
      LOGGED_IN: (user, event) => logInThroughTheModal(user, event.session.logged_at),
      // Onboarding is completed on the NDA page.
      BOARDED: async (user) => {
        await user.click(screen.getByRole('checkbox', { name: 'Accept Terms and Conditions.' }))
        await user.click(screen.getByRole('button', { name: 'Continue' }))
        answerBoarding()
        await vi.advanceTimersByTimeAsync(0)
      },
      LOG_OUT: async (user) => {
        await user.click(chip()!)
        await user.click(screen.getByRole('button', { name: 'Log Out' }))
      },
    },
    states: {
      unknown: showsVisitor,
      restoring: showsVisitor,
      anonymous: () => {
        showsVisitor()
        expect(readSessionCookie()).toBeUndefined()
      },
      'signedIn.waiting': ({ context }) => {
        expect(chip()).toHaveTextContent('AS')
        expect(enterButton()).toBeNull()
        // The cookie holds the session whenever the session wrote it (a restored session
        // came from the path's fake reader, not from a cookie).
        const stored = readSessionCookie()
        if (stored !== undefined) expect(JSON.parse(stored)).toEqual(context.session)
      },
      'signedIn.refreshing': () => {
        expect(chip()).toHaveTextContent('AS')
      },
      'signedIn.retrying': () => {
        expect(chip()).toHaveTextContent('AS')
      },
      // The server is ending the session: the page no longer shows the member.
      loggingOut: showsVisitor,
      loggedOut: () => {
        expect(spies.reload).toHaveBeenCalledTimes(1)
        expect(readSessionCookie()).toBeUndefined()
        expect(sessionStorage.length).toBe(0)
        expect(localStorage.getItem(PURCHASE_ORDER_DATE_KEY)).toBeNull()
      },
    },
  },
})
