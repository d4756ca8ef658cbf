import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import type { agentCampaignMachine } from '../machines/agentCampaign.machine'
import { AgentsCallError, agentsCall } from './client'
import {
  campaignConflict,
  campaignDetail,
  candidate,
  candidateList,
  type CampaignEditRequest,
} from './contract'

const campaignPath = (id: number) => `/campaigns/${id}`

const loadCandidates = async (id: number) =>
  (await agentsCall('GET', `${campaignPath(id)}/candidates`, { schema: candidateList })).candidates

/** PUT the campaign. A 409 comes back with the campaign as it is now checked against the
 *  contract (`body`), so the machine can show it; a 409 without one is a plain failure. */
async function saveCampaign({ id, request }: { id: number; request: CampaignEditRequest }) {
  try {
    return await agentsCall('PUT', campaignPath(id), { body: request, schema: campaignDetail })
  } catch (error) {
    if (error instanceof AgentsCallError && error.status === 409) {
      const conflict = campaignConflict.safeParse(error.body)
      throw new AgentsCallError(error.message, conflict.success ? 409 : 0, conflict.data)
    }
    throw error
  }
}

export function agentCampaignEffects() {
  return {
    actors: {
      loadCampaign: fromPromise(async ({ input }: { input: number }) => {
        const [campaign, candidates] = await Promise.all([
          agentsCall('GET', campaignPath(input), { schema: campaignDetail }),
          loadCandidates(input),
        ])
        return { campaign, candidates }
      }),
      saveCampaign: fromPromise(
        ({ input }: { input: { id: number; request: CampaignEditRequest } }) => saveCampaign(input),
      ),
      inviteCandidates: fromPromise(
        async ({ input }: { input: { id: number; emails: { email: string }[] } }) =>
          (
            await agentsCall('POST', `${campaignPath(input.id)}/candidates`, {
              body: { candidates: input.emails },
              schema: candidateList,
            })
          ).candidates,
      ),
      loadCandidates: fromPromise(({ input }: { input: number }) => loadCandidates(input)),
      revokeCandidate: fromPromise(({ input }: { input: number }) =>
        agentsCall('POST', `/candidates/${input}/revoke`, { schema: candidate }),
      ),
    },
  } satisfies MachineEffects<typeof agentCampaignMachine>
}
