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
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type * as z from 'zod/mini'
import { tooManyRequests } from '../http/rateLimit.ts'
import { validBody } from '../http/responses.ts'
import { builtOnce } from '../db/prepared.ts'
import { answer, ipOf, type ApiContext, type EndpointName } from './context.ts'

type FormTable = PgTable & { id: PgColumn }

export function formRoutes(app: Hono, api: ApiContext) {
  const addedSubscription = builtOnce(() =>
    api.db
      .insert(subscriptions)
      .values({ email: sql.placeholder('email') })
      .onConflictDoNothing()
      .returning({ email: subscriptions.email })
      .prepare('add_subscription'),
  )
  const storedSubscription = builtOnce(() =>
    api.db
      .select({ email: subscriptions.email })
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = lower(${sql.placeholder('email')})`)
      .prepare('stored_subscription'),
  )

  /** Adds `email` unless it is there in any case, and answers the stored spelling: a new
   *  address is one prepared statement, one already there (or being added by another request,
   *  which the insert waits for) a second that reads its spelling. */
  async function subscribe(email: string): Promise<string> {
    const [added] = await addedSubscription().execute({ email })
    if (added) return added.email
    const [stored] = await storedSubscription().execute({ email })
    return stored!.email
  }

  /** Registers a form's route, counting each request of an IP against the form's limit. */
  const form = (name: EndpointName, handler: (c: Context) => Promise<Response>) =>
    answer(app, name, async (c) => {
      const key = `${name} ${ipOf(c, api)}`
      const wait = await api.limiters.form.take(key)
      return wait ? tooManyRequests(c, wait) : handler(c)
    })

  // Idempotent: the same address (in any case) answers 200 again and keeps its first spelling.
  form('subscribe', async (c) => {
    const body = await validBody(c, schemas.subscriptionRequest)
    if (body instanceof Response) return body
    return c.json({ email: await subscribe(body.email) }, 200)
  })

  /** A form whose body becomes one row of `table`, answered with the row's id. */
  const storedForm = <Table extends FormTable>(
    name: EndpointName,
    schema: z.ZodMiniType<PgInsertValue<Table>>,
    table: Table,
    status: 200 | 201,
  ) =>
    form(name, async (c) => {
      const body = await validBody(c, schema)
      if (body instanceof Response) return body
      const [row] = await api.db.insert(table).values(body).returning({ id: table.id })
      return c.json({ id: row!.id as number }, status)
    })

  storedForm('registerMember', schemas.memberRegistrationRequest, memberRegistrations, 201)
  // SPEC.md 7: the site counts only status 200 as success for this form.
  storedForm('reachOut', schemas.reachOutRequest, reachOutMessages, 200)
  storedForm('requestInvitation', schemas.invitationRequest, invitationRequests, 201)
}
