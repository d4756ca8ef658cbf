import { fromPromise } from 'xstate'
import { loginModalMachine } from '../../machines/loginModal.machine'
import { sessionFromLogin, type SessionActor } from '../../machines/session.machine'
import { callApiLazily } from '../../api/lazyClient'
import type { LoginRequest } from '../../api/schemas'

/** The login modal's calls to the API. */
export const loginModalCalls = {
  logIn: fromPromise(async ({ input }: { input: LoginRequest }) => {
    return (await callApiLazily('login', { body: input })).data
  }),
  requestInvitation: fromPromise<unknown, { contactInfo: string }>(async ({ input }) => {
    return (await callApiLazily('requestInvitation', { body: input })).data
  }),
}

/** The login modal with its calls (the API's unless told otherwise), handing the login
 *  answer to `session`. */
export function appLoginModal(session: SessionActor, calls: Partial<typeof loginModalCalls> = {}) {
  return loginModalMachine.provide({
    actors: { ...loginModalCalls, ...calls },
    actions: {
      handOverSession: (_, { response, username }) =>
        session.send({
          type: 'LOGGED_IN',
          session: sessionFromLogin(response, username, Date.now()),
        }),
    },
  })
}
