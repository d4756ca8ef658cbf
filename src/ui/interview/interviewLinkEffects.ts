// What the interview link machine needs from the app: the campaign (served with the page, else
// called for) and the code-check call, the link (with its invitation) and code kept in session
// storage, the way home or to the 404 page, and the report of an invited candidate's progress.
import { fromPromise } from 'xstate'
import type { Campaign } from '../../api/schemas'
import type { interviewLinkMachine, StoredCodeCheck } from '../../machines/interviewLink.machine'
import { callApi, type ApiRequestError } from '../../api/client'
import { takeCampaignInPage } from '../../lib/campaignInPage'
import { readSession, removeSession } from '../../lib/interviewSession'
import { forgetInterviewLink, keepInterviewLink } from '../../lib/interviewInvitation'
import type { MachineEffects } from '../flow/machineEffects'
import { reportProgress } from './progressEffects'

export async function fetchCampaign(hash: string): Promise<Campaign> {
  return (
    (await campaignServedWithPage(hash)) ?? (await callApi('campaign', { params: { hash } })).data
  )
}

/** The campaign the server put into the interview link's page (server/site.ts), parsed as the
 *  API's answer would be: the first fetch on that page needs neither the call nor the HTTP
 *  client. Used once; a later fetch asks the API. */
async function campaignServedWithPage(hash: string): Promise<Campaign | undefined> {
  const served = takeCampaignInPage(hash)
  if (served === undefined) return undefined
  const { campaign } = await import('../../api/schemas')
  const parsed = campaign.safeParse(served)
  return parsed.success ? parsed.data : undefined
}

/** SPEC.md 4: the stored code (validCode), if any, checked with the code validation call.
 *  The interview machine checks it too, before the interview starts. */
export async function verifyStoredCode(): Promise<StoredCodeCheck> {
  const code = readSession('validCode')
  if (!code) return 'none'
  try {
    const { data } = await callApi('validateCode', { query: { code } })
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
      // An in-app move to another interview link keeps the ref its address carries, if any.
      storeInterviewLink: (_, { link }) =>
        keepInterviewLink(link, new URLSearchParams(window.location.search).get('invite')),
      removeInterviewLink: forgetInterviewLink,
      discardCode: () => removeSession('validCode'),
      goHome: () => navigate('/home'),
      goNotFound: () => navigate('/not-found'),
      reportProgress: (_, { event }) => reportProgress(event),
    },
  } satisfies MachineEffects<typeof interviewLinkMachine>
}
