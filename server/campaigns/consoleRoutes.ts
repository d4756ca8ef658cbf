// The console's campaigns and candidates (issue 31, src/agents/contract.ts), behind the staff
// session. Any staff account lists, creates and reads campaigns, invites candidates, revokes
// their codes and follows their progress; a campaign is edited by the agent who created it or
// by an administrator (campaigns.ts `mayEdit`).
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  agentsBase,
  campaignEditRequest,
  campaignRequest,
  inviteRequest,
  type CampaignRequest,
} from '../../src/agents/contract.ts'
import { wellFormedUrl, type ApiContext } from '../api/context.ts'
import type { AgentsEnv } from '../agents/env.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'
import { campaignDetail, createCampaign, editCampaign, listCampaigns } from './campaigns.ts'
import { invite, listCandidates, revokeCandidate } from './invitations.ts'

export const campaignPaths = {
  list: `${agentsBase}/campaigns`,
  campaign: `${agentsBase}/campaigns/:id`,
  candidates: `${agentsBase}/campaigns/:id/candidates`,
  revoke: `${agentsBase}/candidates/:id/revoke`,
} as const

/** Every call of this module, for the app's 405 answers. */
export const campaignConsoleRoutes = [
  { method: 'GET', path: campaignPaths.list },
  { method: 'POST', path: campaignPaths.list },
  { method: 'GET', path: campaignPaths.campaign },
  { method: 'PUT', path: campaignPaths.campaign },
  { method: 'GET', path: campaignPaths.candidates },
  { method: 'POST', path: campaignPaths.candidates },
  { method: 'POST', path: campaignPaths.revoke },
] as const

/** A link is https, or an address of the site itself (the demo's pages, on http in
 *  development): no other site is reached over plain http. */
function linkFields(request: CampaignRequest, siteOrigin: string) {
  const wrong = (link: string) =>
    !link.startsWith('https://') && new URL(link).origin !== new URL(siteOrigin).origin
  const fields: Record<string, string[]> = {}
  if (wrong(request.interviewLink)) {
    fields.interviewLink = ['The interview link must be an https address or a page of this site.']
  }
  if (wrong(request.calendarLink)) {
    fields.calendarLink = ['The calendar link must be an https address or a page of this site.']
  }
  return Object.keys(fields).length ? fields : undefined
}

const noSuchCampaign = (c: Context<AgentsEnv>) =>
  errorResponse(c, 404, 'There is no such campaign.')

/** The console's campaign calls, behind the staff session `staff`; `idParams` checks `:id`. */
export function campaignsApp(
  api: ApiContext,
  staff: MiddlewareHandler<AgentsEnv>,
  idParams: (
    template: string,
  ) => readonly [MiddlewareHandler<AppEnv>, MiddlewareHandler<AgentsEnv>],
) {
  const { db, invitations } = api
  const app = new Hono<AgentsEnv>()
  const by = (c: Context<AgentsEnv>) => ({ id: c.var.agent.id, role: c.var.agent.role })
  const idOf = (c: Context<AgentsEnv>) => Number(c.req.param('id'))
  /** The 400 for a request whose links are not allowed, else undefined. */
  const refuseLinks = (c: Context<AgentsEnv>, request: CampaignRequest) => {
    const fields = linkFields(request, invitations.publicOrigin())
    return fields ? errorResponse(c, 400, 'Some fields are not valid.', fields) : undefined
  }

  app.get(campaignPaths.list, wellFormedUrl(campaignPaths.list), staff, async (c) =>
    c.json({ campaigns: await listCampaigns(db, by(c)) }),
  )

  app.post(
    campaignPaths.list,
    wellFormedUrl(campaignPaths.list),
    staff,
    jsonBody(campaignRequest),
    async (c) => {
      const request = c.req.valid('json')
      return refuseLinks(c, request) ?? c.json(await createCampaign(db, request, by(c)), 201)
    },
  )

  app.get(campaignPaths.campaign, ...idParams(campaignPaths.campaign), staff, async (c) => {
    const detail = await campaignDetail(db, idOf(c), by(c))
    return detail ? c.json(detail) : noSuchCampaign(c)
  })

  app.put(
    campaignPaths.campaign,
    ...idParams(campaignPaths.campaign),
    staff,
    jsonBody(campaignEditRequest),
    async (c) => {
      const request = c.req.valid('json')
      const refused = refuseLinks(c, request)
      if (refused) return refused
      const outcome = await editCampaign(db, idOf(c), request, by(c))
      if ('edited' in outcome) return c.json(outcome.edited)
      if (outcome.refused === 'missing') return noSuchCampaign(c)
      if (outcome.refused === 'forbidden') {
        return errorResponse(
          c,
          403,
          'Only the agent who created this campaign, or an administrator, may edit it.',
        )
      }
      return c.json(
        { error: 'This campaign changed since you opened it.', campaign: outcome.campaign },
        409,
      )
    },
  )

  app.get(campaignPaths.candidates, ...idParams(campaignPaths.candidates), staff, async (c) => {
    if (!(await campaignDetail(db, idOf(c), by(c)))) return noSuchCampaign(c)
    return c.json({ candidates: await listCandidates(db, idOf(c)) })
  })

  app.post(
    campaignPaths.candidates,
    ...idParams(campaignPaths.candidates),
    staff,
    jsonBody(inviteRequest),
    async (c) => {
      const invited = await invite(db, idOf(c), c.req.valid('json'), c.var.agent.id, invitations)
      return invited ? c.json({ candidates: invited }, 201) : noSuchCampaign(c)
    },
  )

  app.post(campaignPaths.revoke, ...idParams(campaignPaths.revoke), staff, async (c) => {
    const revoked = await revokeCandidate(db, idOf(c))
    return revoked ? c.json(revoked) : errorResponse(c, 404, 'There is no such candidate.')
  })
  return app
}
