// The app's session actor with the app's effects, loaded when the page first needs a session
// (SessionProvider.tsx, a lazy flow): with it come xstate and the session machine.
import { createActor } from 'xstate'
import { sessionMachine, type SessionActor } from '../../machines/session.machine'
import { appInspect } from '../../dev/inspector'
import { sessionEffects } from './sessionEffects'

/** Starts the session, which reads the cookie USER_DATA at once (RESTORE). */
export function startLiveSession(goToNda: () => void): SessionActor {
  const session = createActor(sessionMachine.provide(sessionEffects(goToNda)), {
    inspect: appInspect(),
  }).start()
  session.send({ type: 'RESTORE' })
  return session
}
