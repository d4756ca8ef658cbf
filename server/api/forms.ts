// What visitors send: subscriptions, member registrations, messages to a Talent Agent and
// invitation requests. Each form is limited per IP; text is stored exactly as sent. Each new
// row notifies the Talent Agents in its own transaction (server/agents/notices.ts).
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import { Hono, type MiddlewareHandler } from 'hono'
import type * as z from 'zod/mini'
import type { ItemKind } from '../../src/agents/contract.ts'
import { endpoints } from '../../src/api/endpoints.ts'
import { noticeNewItem } from '../agents/notices.ts'
import { invitationRequests, memberRegistrations, reachOutMessages } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { tooManyRequests } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'
import { subscribe } from '../subscriptions/subscriptions.ts'
import { call, callChecks, ipOf, type ApiContext, type EndpointName } from './context.ts'

type FormTable = PgTable & { id: PgColumn }

export function formRoutes(api: ApiContext) {
  /** Counts each request of an IP against the form's limit, before its body is read. */
  const formLimit =
    (name: EndpointName): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const wait = await api.limiters.form.take(`${name} ${ipOf(c, api)}`)
      if (wait) return tooManyRequests(c, wait, 'form')
      await next()
    }

  const app = new Hono<AppEnv>()

  // Idempotent: the same address (in any case) answers 200 again, keeps its first spelling and
  // mails nothing; after an unsubscribe it subscribes anew (server/subscriptions).
  app.on(
    ...call('subscribe'),
    callChecks('subscribe'),
    formLimit('subscribe'),
    jsonBody(endpoints.subscribe.body),
    async (c) => {
      const { email } = c.req.valid('json')
      return c.json({ email: await subscribe(api.db, email, api.welcome.publicOrigin()) }, 200)
    },
  )

  /** A form whose body becomes one row of `table` (an item of `kind`), answered with the
   *  row's id. */
  const storedForm = <Table extends FormTable>(
    name: EndpointName,
    schema: z.ZodMiniType<PgInsertValue<Table>>,
    table: Table,
    kind: ItemKind,
    status: 200 | 201,
  ) =>
    app.on(...call(name), callChecks(name), formLimit(name), jsonBody(schema), async (c) => {
      const id = await api.db.transaction(async (tx) => {
        const [row] = await tx.insert(table).values(c.req.valid('json')).returning({ id: table.id })
        const recordId = row!.id as number
        await noticeNewItem(tx, kind, recordId, api.welcome.publicOrigin())
        return recordId
      })
      return c.json({ id }, status)
    })

  storedForm(
    'registerMember',
    endpoints.registerMember.body,
    memberRegistrations,
    'registration',
    201,
  )
  // SPEC.md 7: the site counts only status 200 as success for this form.
  storedForm('reachOut', endpoints.reachOut.body, reachOutMessages, 'message', 200)
  storedForm(
    'requestInvitation',
    endpoints.requestInvitation.body,
    invitationRequests,
    'invitation',
    201,
  )
  return app
}
