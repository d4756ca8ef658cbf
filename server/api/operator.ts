// The operator's routes (see operator/contract.ts), behind the operator token.
import { timingSafeEqual } from 'node:crypto'
import { asc } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { hashPassword } from '../auth/passwords.ts'
import { bearerToken } from '../auth/tokens.ts'
import {
  accessCodes,
  campaigns,
  invitationRequests,
  memberRegistrations,
  members,
  reachOutMessages,
  subscriptions,
} from '../db/schema.ts'
import { errorResponse, validBody } from '../http/responses.ts'
import {
  newAccessCode,
  newCampaign,
  newMember,
  operatorBase,
  recordKinds,
  type RecordKind,
} from '../operator/contract.ts'
import type { ApiContext } from './context.ts'

const tables = {
  subscriptions,
  invitations: invitationRequests,
  registrations: memberRegistrations,
  messages: reachOutMessages,
}

export function operatorRoutes(app: Hono, api: ApiContext, operatorToken: string) {
  const expected = Buffer.from(operatorToken)
  app.use(`${operatorBase}/*`, async (c, next) => {
    const given = Buffer.from(bearerToken(c.req.header('Authorization')) ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return errorResponse(c, 401, 'The operator token is missing or wrong.')
    }
    return next()
  })

  app.get(`${operatorBase}/records/:kind`, async (c) => {
    const kind = c.req.param('kind') as RecordKind
    if (!recordKinds.includes(kind)) return errorResponse(c, 404, `No records called ${kind}.`)
    const table = tables[kind]
    const rows = await api.db.select().from(table).orderBy(asc(table.id))
    return c.json({
      rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    })
  })

  /** Inserts a validated body; 409 when its unique key is taken. */
  const create = (c: Context, insert: () => Promise<{ id: number }[]>, taken: string) =>
    insert().then(([row]) => (row ? c.json({ id: row.id }, 201) : errorResponse(c, 409, taken)))

  app.post(`${operatorBase}/members`, async (c) => {
    const body = await validBody(c, newMember)
    if (body instanceof Response) return body
    const { password, ...names } = body
    const passwordHash = await hashPassword(password)
    return create(
      c,
      () =>
        api.db
          .insert(members)
          .values({ ...names, passwordHash })
          .onConflictDoNothing()
          .returning({ id: members.id }),
      `A member called ${body.username} exists already.`,
    )
  })

  app.post(`${operatorBase}/campaigns`, async (c) => {
    const body = await validBody(c, newCampaign)
    if (body instanceof Response) return body
    return create(
      c,
      () =>
        api.db.insert(campaigns).values(body).onConflictDoNothing().returning({ id: campaigns.id }),
      `A campaign with the hash ${body.hash} exists already.`,
    )
  })

  app.post(`${operatorBase}/access-codes`, async (c) => {
    const body = await validBody(c, newAccessCode)
    if (body instanceof Response) return body
    return create(
      c,
      () =>
        api.db
          .insert(accessCodes)
          .values(body)
          .onConflictDoNothing()
          .returning({ id: accessCodes.id }),
      `The access code ${body.code} exists already.`,
    )
  })
}
