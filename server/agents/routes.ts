// The Talent Agents' console API (src/agents/contract.ts): staff sign-in, accounts (admin),
// the inbox, an item and its events, the CSV export and erasing a person (admin); the mail
// (mail.ts) and the campaigns (server/campaigns/consoleRoutes.ts) join them. Each call's path
// and checks come from the console's endpoint table (consoleRoute.ts): the handlers here hold
// only what the call does. Every call but sign-in needs a staff session (auth.ts); members'
// tokens open nothing here.
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { agentsBase, type InboxPage, type ItemKind } from '../../src/agents/contract.ts'
import { ipOf, type ApiContext } from '../api/context.ts'
import { errorResponse, tooManyRequests } from '../http/responses.ts'
import { streamedAnswer } from '../http/streamedAnswer.ts'
import type { StaffSignInLimits } from '../rateLimit/staffSignIn.ts'
import { changeAccount, createAgent, listAgents, staffNewAgentRequest } from './accounts.ts'
import { badCredentials, endAgentSession, signIn, staffSession } from './auth.ts'
import { sendBulk } from './bulk.ts'
import { consoleRouter } from './consoleRoute.ts'
import type { AgentsEnv } from './env.ts'
import { erase, erasureLog } from './erase.ts'
import { acceptsGzip, exportCsv, gzippedEach } from './export.ts'
import { exportLogCalls, recordedExport } from './exportLog.ts'
import { inboxPage } from './inboxPage.ts'
import { asSummary, cursorAfter, decodeCursor, itemRows, type InboxFilters } from './inbox.ts'
import { itemDetail, sendEvent } from './items.ts'
import { mailCalls } from './mail.ts'
import { savedViewCalls } from './savedViews.ts'
import { campaignCalls } from '../campaigns/consoleRoutes.ts'

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
  const route = consoleRouter(app, staff)

  route('signIn', async (c) => {
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
  })

  route('signOut', async (c) => {
    await endAgentSession(db, c.var.agentSessionId)
    return c.body(null, 204)
  })

  route('me', (c) => c.json(c.var.agent))

  route('accounts', async (c) => c.json({ accounts: await listAgents(db) }))

  route(
    'createAccount',
    async (c) => {
      const body = c.req.valid('json')
      const agent = await createAgent(db, body)
      if (!agent) return errorResponse(c, 409, `The user name ${body.username} is taken.`)
      return c.json(agent, 201)
    },
    // The common passwords' list stays on the server: the console's forms do not carry it.
    { body: staffNewAgentRequest },
  )

  // Open to every staff account: changeAccount says who may change what.
  route('changeAccount', async (c) => {
    const actor = { ...sender(c), sessionId: c.var.agentSessionId }
    const id = numberOf(c.req.param('id'))
    const result = await changeAccount(db, actor, id, c.req.valid('json'))
    if ('agent' in result) return c.json(result.agent)
    if (result.refused === 400) {
      return errorResponse(c, 400, 'Some fields are not valid.', result.fields)
    }
    return errorResponse(c, result.refused, result.message)
  })

  route('inbox', async (c) => {
    const { after, limit, ...filters } = c.req.valid('query')
    const cursor = after === undefined ? undefined : decodeCursor(after)
    if (after !== undefined && !cursor) {
      return errorResponse(c, 400, 'Some fields are not valid.', {
        after: ['The cursor is not one the inbox gave.'],
      })
    }
    const size = limit ? Number(limit) : 50
    const { rows, counts } = await inboxPage(db, filters, cursor, size + 1)
    const page = rows.slice(0, size)
    return c.json({
      items: page.map(asSummary),
      next: rows.length > size ? cursorAfter(page.at(-1)!) : null,
      ...counts,
    } satisfies InboxPage)
  })

  route('item', async (c) => {
    const kind = c.req.param('kind') as ItemKind
    const detail = await itemDetail(db, kind, numberOf(c.req.param('id')), sender(c))
    return detail ? c.json(detail) : errorResponse(c, 404, 'There is no such item.')
  })

  route('itemEvent', async (c) => {
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
  })

  route('itemsBulk', async (c) => {
    const results = await sendBulk(db, c.req.valid('json'), sender(c), api.welcome)
    return c.json({ results }, 200)
  })

  route('export', (c) => {
    const filters: InboxFilters = c.req.valid('query')
    const day = new Date().toISOString().slice(0, 10)
    let rowsRead = 0 // each batch read is written in the chunk that follows it
    const chunks = exportCsv(async (cursor, limit) => {
      const rows = await itemRows(db, filters, cursor, limit)
      rowsRead += rows.length
      return rows
    })
    // Gzipped here, a batch at a time (gzippedEach), when the client takes gzip; the app's
    // compression then leaves the answer as it is.
    const gzip = acceptsGzip(c.req.header('Accept-Encoding'))
    const answer = () =>
      streamedAnswer(c, gzip ? gzippedEach(chunks) : chunks, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="inbox-${day}.csv"`,
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
    return recordedExport(c, db, filters, answer, () => rowsRead)
  })

  route('erase', async (c) => {
    const { contact, confirm } = c.req.valid('json')
    if (contact.trim().toLowerCase() !== confirm.trim().toLowerCase()) {
      return errorResponse(c, 400, 'Some fields are not valid.', {
        confirm: ['Type the address or profile again to confirm.'],
      })
    }
    return c.json({ erased: await erase(db, contact, c.var.agent.id, options) })
  })

  route('erasures', async (c) => c.json(await erasureLog(db)))

  exportLogCalls(route, db)
  savedViewCalls(route, db)
  mailCalls(route, db)
  campaignCalls(route, api)
  return app
}
