// The operator's routes (see operator/contract.ts), behind the operator token.
import { asc } from 'drizzle-orm'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { createAgent, staffNewAgentRequest } from '../agents/accounts.ts'
import { hashPassword } from '../auth/passwords.ts'
import { codeHash } from '../campaigns/codes.ts'
import { cleanCampaignText } from '../campaigns/richText.ts'
import { itemKindDeclarations, itemKinds } from '../../src/agents/kinds.ts'
import { itemSources, type SourceTable } from '../agents/kinds.ts'
import { accessCodes, campaigns, members } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import { errorResponse } from '../http/responses.ts'
import { jsonBody } from '../http/validation.ts'
import {
  newAccessCode,
  newCampaign,
  newMember,
  operatorBase,
  recordKinds,
  type RecordKind,
} from '../operator/contract.ts'
import type { ApiContext } from './context.ts'

/** Each inbox kind's source table, by the operator's name for its rows. */
const tables = Object.fromEntries(
  itemKinds.map((kind): [RecordKind, SourceTable] => [
    itemKindDeclarations[kind].operatorName,
    itemSources[kind].table,
  ]),
) as Record<RecordKind, SourceTable>

/** The id of the row an insert created (201), or 409 `taken` when none was: its unique key
 *  is taken already. */
const created = (c: Context<AppEnv>, [row]: { id: number }[], taken: string) =>
  row ? c.json({ id: row.id }, 201) : errorResponse(c, 409, taken)

export function operatorRoutes(api: ApiContext, operatorCheck: MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>()
  app.use(`${operatorBase}/*`, operatorCheck)

  app.get(`${operatorBase}/records/:kind`, async (c) => {
    const kind = c.req.param('kind') as RecordKind
    if (!recordKinds.includes(kind)) return errorResponse(c, 404, `No records called ${kind}.`)
    const table = tables[kind]
    const rows = await api.db.select().from(table).orderBy(asc(table.id))
    return c.json({
      rows: rows.map((row) => ({ ...row, createdAt: (row.createdAt as Date).toISOString() })),
    })
  })

  app.post(`${operatorBase}/members`, jsonBody(newMember), async (c) => {
    const { password, ...names } = c.req.valid('json')
    const passwordHash = await hashPassword(password)
    const rows = await api.db
      .insert(members)
      .values({ ...names, passwordHash })
      .onConflictDoNothing()
      .returning({ id: members.id })
    return created(c, rows, `A member called ${names.username} exists already.`)
  })

  app.post(`${operatorBase}/campaigns`, jsonBody(newCampaign), async (c) => {
    const body = c.req.valid('json')
    const rows = await api.db
      .insert(campaigns)
      .values({ ...body, ...cleanCampaignText(body) })
      .onConflictDoNothing()
      .returning({ id: campaigns.id })
    return created(c, rows, `A campaign with the hash ${body.hash} exists already.`)
  })

  app.post(`${operatorBase}/access-codes`, jsonBody(newAccessCode), async (c) => {
    const body = c.req.valid('json')
    const rows = await api.db
      .insert(accessCodes)
      .values({ codeHash: codeHash(body.code) })
      .onConflictDoNothing()
      .returning({ id: accessCodes.id })
    return created(c, rows, `The access code ${body.code} exists already.`)
  })

  // The console's first administrator (further accounts: the console's own API, admin only).
  app.post(`${operatorBase}/agents`, jsonBody(staffNewAgentRequest), async (c) => {
    const body = c.req.valid('json')
    const agent = await createAgent(api.db, body)
    return created(c, agent ? [agent] : [], `The user name ${body.username} is taken.`)
  })
  return app
}
