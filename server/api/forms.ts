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
  const storedSubscription = builtOnce(() =>
    api.db
      .select({ email: subscriptions.email })
      .from(subscriptions)
      .where(sql`lower(${subscriptions.email}) = lower(${sql.placeholder('email')})`)
      .prepare('stored_subscription'),
  )

  /** Adds `email` unless it is there in any case, and answers the stored spelling: one
   *  statement, where an insert and a select were two round trips. */
  async function subscribe(email: string): Promise<string> {
    const result = await api.db.execute(sql`
      with added as (
        insert into ${subscriptions} (email) values (${email}) on conflict do nothing
        returning email
      )
      select coalesce(
        (select email from added),
        (select email from ${subscriptions} where lower(email) = lower(${email}))
      ) as email`)
    const [row] = (result as unknown as { rows: { email: string | null }[] }).rows
    if (row?.email) return row.email
    // The same address was being added by a request that committed after this statement
    // began: its row is there now, outside the statement's snapshot.
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
