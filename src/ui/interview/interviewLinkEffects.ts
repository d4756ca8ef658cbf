// What the interview link machine needs from the app: the campaign and code-check calls, the
// link and code kept in session storage, and the way home or to the 404 page.
import { fromPromise } from 'xstate'
import type { Campaign } from '../../api/schemas'
import type { interviewLinkMachine, StoredCodeCheck } from '../../machines/interviewLink.machine'
import { callApiLazily, type ApiRequestError } from '../../api/lazyClient'
import { readSession, removeSession, writeSession } from '../../lib/interviewSession'
import type { MachineEffects } from '../app/machineEffects'

export async function fetchCampaign(hash: string): Promise<Campaign> {
  return (await callApiLazily('campaign', { params: { hash } })).data
}

/** SPEC.md 4: the stored code (validCode), if any, checked with the code validation call.
 *  The interview machine checks it too, before the interview starts. */
export async function verifyStoredCode(): Promise<StoredCodeCheck> {
  const code = readSession('validCode')
  if (!code) return 'none'
  try {
    const { data } = await callApiLazily('validateCode', { query: { code } })
    return data.isValid ? 'valid' : 'invalid'
  } catch (error) {
    // A stored value the contract refuses (blank, too long) is no valid code.
    if ((error as Partial<ApiRequestError>).kind === 'invalid-request') return 'invalid'
    throw error
  }
}

export function interviewLinkEffects(navigate: (to: '/home' | '/not-found') => void) {
  return {
    actors: {
      readStoredLink: fromPromise(async () => readSession('interviewLink')),
      fetchCampaign: fromPromise(({ input }) => fetchCampaign(input.hash)),
      verifyStoredCode: fromPromise(verifyStoredCode),
    },
    actions: {
      storeInterviewLink: (_, { link }) => writeSession('interviewLink', link),
      removeInterviewLink: () => removeSession('interviewLink'),
      discardCode: () => removeSession('validCode'),
      goHome: () => navigate('/home'),
      goNotFound: () => navigate('/not-found'),
    },
  } satisfies MachineEffects<typeof interviewLinkMachine>
}
