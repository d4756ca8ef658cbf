// What the access code machine needs from the app: the token fetch that decides a code, the
// session storage that keeps an accepted one, the overlay to tell, and the report of an invited
// candidate's progress.
import { fromPromise } from 'xstate'
import type { accessCodeMachine, CodeVerdict } from '../../machines/accessCode.machine'
import { callApi, type ApiRequestError } from '../../api/client'
import { writeSession } from '../../lib/interviewSession'
import type { MachineEffects } from '../flow/machineEffects'
import { reportProgress } from './progressEffects'

export type CheckCode = (code: string) => Promise<CodeVerdict>

/** SPEC.md 5: a code is accepted only when the token fetch with it succeeds; an unknown code
 *  (401) or one the contract refuses is rejected, anything else is an error. */
export const fetchToken: CheckCode = async (code) => {
  try {
    await callApi('accessToken', { body: { code } })
    return 'accepted'
  } catch (error) {
    const { kind, status } = error as Partial<ApiRequestError>
    if (kind === 'invalid-request' || status === 400 || status === 401) return 'rejected'
    throw error
  }
}

export function accessCodeEffects(onAccepted: () => void) {
  return {
    actors: { fetchToken: fromPromise(({ input }) => fetchToken(input.code)) },
    actions: {
      storeCode: (_, { code }) => writeSession('validCode', code),
      announceAccepted: onAccepted,
      reportProgress: (_, { event }) => reportProgress(event),
    },
  } satisfies MachineEffects<typeof accessCodeMachine>
}
