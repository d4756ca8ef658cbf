// Shared interview campaigns, fetched by the last segment of the interview link.
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import type { Campaign } from '../../src/api/schemas.ts'
import { campaigns } from '../db/schema.ts'
import { errorResponse } from '../http/responses.ts'
import { answer, type ApiContext } from './context.ts'

export function campaignRoutes(app: Hono, api: ApiContext) {
  answer(app, 'campaign', async (c) => {
    const [found] = await api.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.hash, c.req.param('hash') ?? ''))
    if (!found) return errorResponse(c, 404, 'There is no campaign at this link.')
    return c.json({
      positionName: found.positionName,
      keyResponsibilities: found.keyResponsibilities,
      mustHaveTechnologies: found.mustHaveTechnologies,
      niceToHaveTechnologies: found.niceToHaveTechnologies,
      interviewLink: found.interviewLink,
      calendarLink: found.calendarLink,
    } satisfies Campaign)
  })
}
