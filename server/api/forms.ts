// What visitors send: subscriptions, member registrations, messages to a Talent Agent and
// invitation requests. Each form is limited per IP; text is stored exactly as sent.
import { sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import * as schemas from '../../src/api/schemas.ts'
import {
  invitationRequests,
  memberRegistrations,
  reachOutMessages,
  subscriptions,
} from '../db/schema.ts'
import { tooManyRequests } from '../http/rateLimit.ts'
import { validBody } from '../http/responses.ts'
import { answer, ipOf, type ApiContext, type EndpointName } from './context.ts'

export function formRoutes(app: Hono, api: ApiContext) {
  /** Registers a form's route, counting each request of an IP against the form's limit. */
  const form = (name: EndpointName, handler: (c: Context) => Promise<Response>) =>
    answer(app, name, async (c) => {
      const key = `${name} ${ipOf(c, api)}`
      const wait = api.limiters.form.retryAfter(key)
      if (wait) return tooManyRequests(c, wait)
      api.limiters.form.hit(key)
      return handler(c)
    })

  // Idempotent: the same address (in any case) answers 200 again and keeps its first spelling.
  form('subscribe', async (c) => {
    const body = await validBody(c, schemas.subscriptionRequest)
    if (body instanceof Response) return body
    await api.db.insert(subscriptions).values({ email: body.email }).onConflictDoNothing()
    const [stored] = await api.db
      .select({ email: subscriptions.email })
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = lower(${body.email})`)
    return c.json({ email: stored!.email }, 200)
  })

  form('registerMember', async (c) => {
    const body = await validBody(c, schemas.memberRegistrationRequest)
    if (body instanceof Response) return body
    const [row] = await api.db
      .insert(memberRegistrations)
      .values({ ...body, referralName: body.referralName ?? null })
      .returning({ id: memberRegistrations.id })
    return c.json({ id: row!.id }, 201)
  })

  // SPEC.md 7: the site counts only status 200 as success for this form.
  form('reachOut', async (c) => {
    const body = await validBody(c, schemas.reachOutRequest)
    if (body instanceof Response) return body
    const [row] = await api.db
      .insert(reachOutMessages)
      .values(body)
      .returning({ id: reachOutMessages.id })
    return c.json({ id: row!.id }, 200)
  })

  form('requestInvitation', async (c) => {
    const body = await validBody(c, schemas.invitationRequest)
    if (body instanceof Response) return body
    const [row] = await api.db
      .insert(invitationRequests)
      .values(body)
      .returning({ id: invitationRequests.id })
    return c.json({ id: row!.id }, 201)
  })
}
