// Shared interview campaigns, fetched by the last segment of the interview link.
import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Campaign } from '../../src/api/schemas.ts'
import type { Db } from '../db/database.ts'
import { builtOnce } from '../db/prepared.ts'
import { campaigns } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse } from '../http/responses.ts'
import { call, callChecks } from './context.ts'

/** The campaign shared under `hash`, or undefined: what the API answers, and what an interview
 *  link's page is served with (server/site.ts). */
export type FindCampaign = (hash: string) => Promise<Campaign | undefined>

/** What the site is shown of a campaign (the console shows these and more). */
export const sharedCampaignColumns = {
  positionName: campaigns.positionName,
  keyResponsibilities: campaigns.keyResponsibilities,
  mustHaveTechnologies: campaigns.mustHaveTechnologies,
  niceToHaveTechnologies: campaigns.niceToHaveTechnologies,
  interviewLink: campaigns.interviewLink,
  calendarLink: campaigns.calendarLink,
}

export function campaignFinder(db: Db): FindCampaign {
  // The answer's columns only: the row's id, hash and creation time (a date to parse) stay out.
  const campaignByHash = builtOnce(() =>
    db
      .select(sharedCampaignColumns)
      .from(campaigns)
      .where(eq(campaigns.hash, sql.placeholder('hash')))
      .prepare('campaign_by_hash'),
  )
  return async (hash) => {
    const [found] = await campaignByHash().execute({ hash })
    return found satisfies Campaign | undefined
  }
}

export function campaignRoutes(findCampaign: FindCampaign) {
  const app = new Hono<AppEnv>()
  app.on(...call('campaign'), callChecks('campaign'), async (c) => {
    const found = await findCampaign(c.req.param('hash') ?? '')
    if (!found) return errorResponse(c, 404, 'There is no campaign at this link.')
    return c.json(found)
  })
  return app
}
