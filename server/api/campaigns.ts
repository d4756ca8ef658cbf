// Shared interview campaigns, fetched by the last segment of the interview link.
import { eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { Campaign } from '../../src/api/schemas.ts'
import { campaigns } from '../db/schema.ts'
import { errorResponse } from '../http/responses.ts'
import { builtOnce } from '../db/prepared.ts'
import { answer, type ApiContext } from './context.ts'

export function campaignRoutes(app: Hono, api: ApiContext) {
  // The answer's columns only: the row's id, hash and creation time (a date to parse) stay out.
  const campaignByHash = builtOnce(() =>
    api.db
      .select({
        positionName: campaigns.positionName,
        keyResponsibilities: campaigns.keyResponsibilities,
        mustHaveTechnologies: campaigns.mustHaveTechnologies,
        niceToHaveTechnologies: campaigns.niceToHaveTechnologies,
        interviewLink: campaigns.interviewLink,
        calendarLink: campaigns.calendarLink,
      })
      .from(campaigns)
      .where(eq(campaigns.hash, sql.placeholder('hash')))
      .prepare('campaign_by_hash'),
  )

  answer(app, 'campaign', async (c) => {
    const [found] = await campaignByHash().execute({ hash: c.req.param('hash') ?? '' })
    if (!found) return errorResponse(c, 404, 'There is no campaign at this link.')
    return c.json(found satisfies Campaign)
  })
}
