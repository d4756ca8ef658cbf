// What the login modal machine needs from the app: the sign-in and invitation calls, and the
// session that takes the login answer.
import { fromPromise } from 'xstate'
import type { loginModalMachine } from '../../machines/loginModal.machine'
import { sessionFromLogin, type SessionActor } from '../../machines/session.machine'
import { callApi } from '../../api/client'
import type { LoginRequest } from '../../api/schemas'
import type { MachineEffects } from '../flow/machineEffects'

/** The login modal's calls to the API. */
const loginModalCalls = {
  logIn: fromPromise(async ({ input }: { input: LoginRequest }) => {
    return (await callApi('login', { body: input })).data
  }),
  requestInvitation: fromPromise<unknown, { contactInfo: string }>(async ({ input }) => {
    return (await callApi('requestInvitation', { body: input })).data
  }),
}
export type LoginModalCalls = typeof loginModalCalls

/** The modal's effects, handing the login answer to `session`; `calls` replaces some of the
 *  API's calls (a test's fakes). */
export function loginModalEffects(session: SessionActor, calls: Partial<LoginModalCalls> = {}) {
  return {
    actors: { ...loginModalCalls, ...calls },
    actions: {
      handOverSession: (_, { response, username }) =>
        session.send({
          type: 'LOGGED_IN',
          session: sessionFromLogin(response, username, Date.now()),
        }),
    },
  } satisfies MachineEffects<typeof loginModalMachine>
}
