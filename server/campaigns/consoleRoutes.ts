// The console's campaigns and candidates (issue 31, src/agents/contract.ts), behind the staff
// session. Any staff account lists, creates and reads campaigns, invites candidates, revokes
// their codes and follows their progress; a campaign is edited by the agent who created it or
// by an administrator (campaigns.ts `mayEdit`).
import type { Context } from 'hono'
import {
  candidatePageSize,
  type CampaignRequest,
  type CandidatePage,
} from '../../src/agents/contract.ts'
import type { ApiContext } from '../api/context.ts'
import type { ConsoleRoute } from '../agents/consoleRoute.ts'
import type { AgentsEnv } from '../agents/env.ts'
import { decodeCursor, encodeCursor } from '../agents/inbox.ts'
import { errorResponse } from '../http/responses.ts'
import {
  campaignDetail,
  campaignExists,
  createCampaign,
  editCampaign,
  listCampaigns,
} from './campaigns.ts'
import { invite, listCandidates, revokeCandidate } from './invitations.ts'

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

/** The console's campaign calls, registered with `route` (server/agents/consoleRoute.ts). */
export function campaignCalls(route: ConsoleRoute, api: ApiContext) {
  const { db, invitations } = api
  const by = (c: Context<AgentsEnv>) => ({ id: c.var.agent.id, role: c.var.agent.role })
  const idOf = (c: Context<AgentsEnv>) => Number(c.req.param('id'))
  /** The 400 for a request whose links are not allowed, else undefined. */
  const refuseLinks = (c: Context<AgentsEnv>, request: CampaignRequest) => {
    const fields = linkFields(request, invitations.publicOrigin())
    return fields ? errorResponse(c, 400, 'Some fields are not valid.', fields) : undefined
  }

  route('campaigns', async (c) => c.json({ campaigns: await listCampaigns(db, by(c)) }))

  route('createCampaign', async (c) => {
    const request = c.req.valid('json')
    return refuseLinks(c, request) ?? c.json(await createCampaign(db, request, by(c)), 201)
  })

  route('campaign', async (c) => {
    const detail = await campaignDetail(db, idOf(c), by(c))
    return detail ? c.json(detail) : noSuchCampaign(c)
  })

  route('editCampaign', async (c) => {
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
  })

  route('candidates', async (c) => {
    const { after, limit } = c.req.valid('query')
    const cursor = after === undefined ? undefined : decodeCursor(after)
    if (after !== undefined && !cursor) {
      return errorResponse(c, 400, 'Some fields are not valid.', {
        after: ['The cursor is not one the list gave.'],
      })
    }
    if (!(await campaignExists(db, idOf(c)))) return noSuchCampaign(c)
    const size = limit ? Number(limit) : candidatePageSize
    const page = await listCandidates(db, idOf(c), cursor, size)
    return c.json({
      candidates: page.candidates,
      next: page.next ? encodeCursor(page.next) : null,
    } satisfies CandidatePage)
  })

  route('inviteCandidates', async (c) => {
    const invited = await invite(db, idOf(c), c.req.valid('json'), c.var.agent.id, invitations)
    return invited ? c.json({ candidates: invited }, 201) : noSuchCampaign(c)
  })

  route('revokeCandidate', async (c) => {
    const revoked = await revokeCandidate(db, idOf(c))
    return revoked ? c.json(revoked) : errorResponse(c, 404, 'There is no such candidate.')
  })
}
