// What visitors send: subscriptions, member registrations, messages to a Talent Agent and
// invitation requests. Each form is limited per IP; text is stored exactly as sent.
import { sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { Hono, type MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import { endpoints } from '../../src/api/endpoints.ts'
import { builtOnce } from '../db/prepared.ts'
import {
  invitationRequests,
  memberRegistrations,
  reachOutMessages,
  subscriptions,
} from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { tooManyRequests } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'
import { call, callChecks, ipOf, type ApiContext, type EndpointName } from './context.ts'

type FormTable = PgTable & { id: PgColumn }

export function formRoutes(api: ApiContext) {
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

  /** Counts each request of an IP against the form's limit, before its body is read. */
  const formLimit =
    (name: EndpointName): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const wait = await api.limiters.form.take(`${name} ${ipOf(c, api)}`)
      if (wait) return tooManyRequests(c, wait, 'form')
      await next()
    }

  const app = new Hono<AppEnv>()

  // Idempotent: the same address (in any case) answers 200 again and keeps its first spelling.
  app.on(
    ...call('subscribe'),
    callChecks('subscribe'),
    formLimit('subscribe'),
    jsonBody(endpoints.subscribe.body),
    async (c) => c.json({ email: await subscribe(c.req.valid('json').email) }, 200),
  )

  /** A form whose body becomes one row of `table`, answered with the row's id. */
  const storedForm = <Table extends FormTable>(
    name: EndpointName,
    schema: z.ZodMiniType<PgInsertValue<Table>>,
    table: Table,
    status: 200 | 201,
  ) =>
    app.on(...call(name), callChecks(name), formLimit(name), jsonBody(schema), async (c) => {
      const [row] = await api.db
        .insert(table)
        .values(c.req.valid('json'))
        .returning({ id: table.id })
      return c.json({ id: row!.id as number }, status)
    })

  storedForm('registerMember', endpoints.registerMember.body, memberRegistrations, 201)
  // SPEC.md 7: the site counts only status 200 as success for this form.
  storedForm('reachOut', endpoints.reachOut.body, reachOutMessages, 200)
  storedForm('requestInvitation', endpoints.requestInvitation.body, invitationRequests, 201)
  return app
}
