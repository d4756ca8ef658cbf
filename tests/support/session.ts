// A signed-in member for the tests of the machines that need one.
import { createActor } from 'xstate'
import type { LoginResponse } from '../../src/api/schemas'
import { sessionFromLogin, sessionMachine } from '../../src/machines/session.machine'
import { demoSecrets } from './secrets'

/** When the member of these tests signed in. */
export const LOGIN_TIME = Date.UTC(2025, 2, 1, 9, 0, 0)

export const demoLoginResponse: LoginResponse = {
  id: 7,
  token: demoSecrets.token,
  user_login: { first_name: 'Avery', last_name: 'Stone', refresh_token: demoSecrets.refreshToken },
}

export const demoSession = sessionFromLogin(demoLoginResponse, 'demo.member', LOGIN_TIME)

/** An error as the API client throws it: a message and the status the server answered. */
export const httpError = (status: number) =>
  Object.assign(new Error(`The server answered ${status}`), { status })

/** A session actor with the member signed in (its effects are the machine's no-ops). */
export function signedInSession() {
  const session = createActor(sessionMachine).start()
  session.send({ type: 'LOGGED_IN', session: demoSession })
  return session
}
