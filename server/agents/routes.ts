// The Talent Agents' console API (src/agents/contract.ts): staff sign-in, accounts (admin),
// the inbox, an item and its events, the CSV export and erasing a person (admin). Every call
// but sign-in needs a staff session (auth.ts); members' tokens open nothing here.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as z from 'zod/mini'
import {
  accountChangeRequest,
  agentsBase,
  databaseId,
  eraseRequest,
  inboxQuery,
  itemEventRequest,
  itemKinds,
  signInRequest,
  type InboxPage,
  type ItemKind,
} from '../../src/agents/contract.ts'
import { wellFormedUrl, ipOf, type ApiContext } from '../api/context.ts'
import type { Route } from '../http/methods.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { streamedAnswer } from '../http/streamedAnswer.ts'
import { jsonBody, validQuery } from '../http/validation.ts'
import type { StaffSignInLimits } from '../rateLimit/staffSignIn.ts'
import { changeAccount, createAgent, listAgents, staffNewAgentRequest } from './accounts.ts'
import { adminOnly, badCredentials, endAgentSession, signIn, staffSession } from './auth.ts'
import type { AgentsEnv } from './env.ts'
import { erase, erasureLog } from './erase.ts'
import { exportCsv } from './export.ts'
import { exportLogApp, exportLogRoutes, recordedExport } from './exportLog.ts'
import {
  asSummary,
  cursorAfter,
  decodeCursor,
  itemRows,
  statusCounts,
  type InboxFilters,
} from './inbox.ts'
import { itemDetail, sendEvent } from './items.ts'
import { mailApp, mailRoutes } from './mail.ts'
import { savedViewRoutes, savedViewsApp } from './savedViews.ts'
import { campaignsApp } from '../campaigns/consoleRoutes.ts'

export const agentsPaths = {
  session: `${agentsBase}/session`,
  me: `${agentsBase}/me`,
  accounts: `${agentsBase}/accounts`,
  account: `${agentsBase}/accounts/:id`,
  items: `${agentsBase}/items`,
  item: `${agentsBase}/items/:kind/:id`,
  events: `${agentsBase}/items/:kind/:id/events`,
  export: `${agentsBase}/export.csv`,
  erase: `${agentsBase}/erase`,
  erasures: `${agentsBase}/erasures`,
} as const

/** Every call of the console's API, for the app's 405 answers. */
export const agentsRoutes: Route[] = [
  { method: 'POST', path: agentsPaths.session },
  { method: 'DELETE', path: agentsPaths.session },
  { method: 'GET', path: agentsPaths.me },
  { method: 'GET', path: agentsPaths.accounts },
  { method: 'POST', path: agentsPaths.accounts },
  { method: 'PATCH', path: agentsPaths.account },
  { method: 'GET', path: agentsPaths.items },
  { method: 'GET', path: agentsPaths.item },
  { method: 'POST', path: agentsPaths.events },
  { method: 'GET', path: agentsPaths.export },
  { method: 'POST', path: agentsPaths.erase },
  { method: 'GET', path: agentsPaths.erasures },
  ...mailRoutes,
  ...exportLogRoutes,
  ...savedViewRoutes,
]

// Every `:id` of the console and its mail is the contract's one id schema: the database's
// integer range, so an id no row can have is a 400, not a failed query.
const itemParams = z.object({ kind: z.enum(itemKinds), id: databaseId })
const accountParams = z.object({ id: databaseId })

/** The path's parameters checked against `schema`: a 400 naming each wrong one, else on. */
function validParams<Schema extends z.ZodMiniType>(schema: Schema, template: string) {
  const checkUrl = wellFormedUrl(template)
  const checkParams: MiddlewareHandler<AgentsEnv> = async (c, next) => {
    const result = schema.safeParse(c.req.param())
    if (result.success) return next()
    const fields = z.flattenError(result.error).fieldErrors as Record<string, string[]>
    return errorResponse(c, 400, 'Some fields are not valid.', fields)
  }
  return [checkUrl, checkParams] as const
}

const noStore: MiddlewareHandler<AgentsEnv> = async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
}

const numberOf = (value: string) => Number(value)

export interface AgentsOptions {
  /** Failed staff sign-ins, per name and address, per address and per name
   *  (server/rateLimit/staffSignIn.ts). */
  signInLimits: StaffSignInLimits
  sessionIdleMs: number
  /** The data directory: an erasure removes the person's mail from its local mailbox. */
  dataDir?: string
}

export function agentRoutes(api: ApiContext, options: AgentsOptions) {
  const app = new Hono<AgentsEnv>()
  const { db } = api
  const staff = staffSession(db, options.sessionIdleMs)
  const sender = (c: Context<AgentsEnv>) => ({ id: c.var.agent.id, role: c.var.agent.role })

  app.use(`${agentsBase}/*`, noStore)

  app.post(
    agentsPaths.session,
    wellFormedUrl(agentsPaths.session),
    jsonBody(signInRequest),
    async (c) => {
      const { username, password } = c.req.valid('json')
      // Counted before the hashing, so parallel guesses cannot all pass; only failures keep it.
      const attempt = await options.signInLimits.attempt(username, ipOf(c, api))
      if ('limit' in attempt) return tooManyRequests(c, attempt.wait, attempt.limit)
      const result = await signIn(db, username, password, options.sessionIdleMs)
      if ('refused' in result) {
        if (result.refused === 'credentials') return errorResponse(c, 401, badCredentials)
        await attempt.notAFailure()
        return errorResponse(c, 403, 'This account is disabled: ask an administrator.')
      }
      await attempt.succeeded()
      return c.json({ ...result, expiresAt: result.expiresAt.toISOString() })
    },
  )

  app.delete(agentsPaths.session, wellFormedUrl(agentsPaths.session), staff, async (c) => {
    await endAgentSession(db, c.var.agentSessionId)
    return c.body(null, 204)
  })

  app.get(agentsPaths.me, wellFormedUrl(agentsPaths.me), staff, (c) => c.json(c.var.agent))

  app.get(agentsPaths.accounts, wellFormedUrl(agentsPaths.accounts), staff, adminOnly, async (c) =>
    c.json({ accounts: await listAgents(db) }),
  )

  app.post(
    agentsPaths.accounts,
    wellFormedUrl(agentsPaths.accounts),
    staff,
    adminOnly,
    jsonBody(staffNewAgentRequest),
    async (c) => {
      const body = c.req.valid('json')
      const agent = await createAgent(db, body)
      if (!agent) return errorResponse(c, 409, `The user name ${body.username} is taken.`)
      return c.json(agent, 201)
    },
  )

  // Open to every staff account: changeAccount says who may change what.
  app.patch(
    agentsPaths.account,
    ...validParams(accountParams, agentsPaths.account),
    staff,
    jsonBody(accountChangeRequest),
    async (c) => {
      const actor = { ...sender(c), sessionId: c.var.agentSessionId }
      const id = numberOf(c.req.param('id'))
      const result = await changeAccount(db, actor, id, c.req.valid('json'))
      if ('agent' in result) return c.json(result.agent)
      if (result.refused === 400) {
        return errorResponse(c, 400, 'Some fields are not valid.', result.fields)
      }
      return errorResponse(c, result.refused, result.message)
    },
  )

  app.get(
    agentsPaths.items,
    wellFormedUrl(agentsPaths.items),
    staff,
    validQuery(inboxQuery),
    async (c) => {
      const { after, limit, ...filters } = c.req.valid('query')
      const cursor = after === undefined ? undefined : decodeCursor(after)
      if (after !== undefined && !cursor) {
        return errorResponse(c, 400, 'Some fields are not valid.', {
          after: ['The cursor is not one the inbox gave.'],
        })
      }
      const size = limit ? Number(limit) : 50
      const [rows, counts] = await Promise.all([
        itemRows(db, filters, cursor, size + 1),
        statusCounts(db, filters),
      ])
      const page = rows.slice(0, size)
      return c.json({
        items: page.map(asSummary),
        next: rows.length > size ? cursorAfter(page.at(-1)!) : null,
        ...counts,
      } satisfies InboxPage)
    },
  )

  app.get(agentsPaths.item, ...validParams(itemParams, agentsPaths.item), staff, async (c) => {
    const kind = c.req.param('kind') as ItemKind
    const detail = await itemDetail(db, kind, numberOf(c.req.param('id')), sender(c))
    return detail ? c.json(detail) : errorResponse(c, 404, 'There is no such item.')
  })

  app.post(
    agentsPaths.events,
    ...validParams(itemParams, agentsPaths.events),
    staff,
    jsonBody(itemEventRequest),
    async (c) => {
      const kind = c.req.param('kind') as ItemKind
      const answer = await sendEvent(
        db,
        kind,
        numberOf(c.req.param('id')),
        c.req.valid('json'),
        sender(c),
        api.welcome,
      )
      return c.json(answer.body, answer.status)
    },
  )

  app.get(
    agentsPaths.export,
    wellFormedUrl(agentsPaths.export),
    staff,
    validQuery(z.omit(inboxQuery, { after: true, limit: true })),
    (c) => {
      const filters: InboxFilters = c.req.valid('query')
      const day = new Date().toISOString().slice(0, 10)
      let rowsRead = 0 // each batch read is written in the chunk that follows it
      const chunks = exportCsv(async (cursor, limit) => {
        const rows = await itemRows(db, filters, cursor, limit)
        rowsRead += rows.length
        return rows
      })
      const answer = () =>
        streamedAnswer(c, chunks, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="inbox-${day}.csv"`,
        })
      return recordedExport(c, db, filters, answer, () => rowsRead)
    },
  )

  app.post(
    agentsPaths.erase,
    wellFormedUrl(agentsPaths.erase),
    staff,
    adminOnly,
    jsonBody(eraseRequest),
    async (c) => {
      const { contact, confirm } = c.req.valid('json')
      if (contact.trim().toLowerCase() !== confirm.trim().toLowerCase()) {
        return errorResponse(c, 400, 'Some fields are not valid.', {
          confirm: ['Type the address or profile again to confirm.'],
        })
      }
      return c.json({ erased: await erase(db, contact, c.var.agent.id, options) })
    },
  )

  app.get(agentsPaths.erasures, wellFormedUrl(agentsPaths.erasures), staff, adminOnly, async (c) =>
    c.json(await erasureLog(db)),
  )

  app.route('/', exportLogApp(db, staff))
  app.route(
    '/',
    savedViewsApp(db, staff, (template) => validParams(accountParams, template)),
  )
  app.route(
    '/',
    mailApp(db, staff, (template) => validParams(accountParams, template)),
  )
  app.route(
    '/',
    campaignsApp(api, staff, (template) => validParams(accountParams, template)),
  )
  return app
}
