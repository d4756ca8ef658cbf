// What every group of API routes is given, and how a route is registered: the method and path
// come from the shared endpoint table (src/api/endpoints.ts), so server and site cannot drift.
import type { Context, Hono } from 'hono'
import { defaultBases, endpoints } from '../../src/api/endpoints.ts'
import type { TokenService } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { clientIp, type Limiter } from '../http/rateLimit.ts'

export interface ApiContext {
  db: Db
  tokens: TokenService
  trustProxy: boolean
  limiters: Record<'login' | 'accessCode' | 'form', Limiter>
}

export type EndpointName = keyof typeof endpoints

export const endpointPath = (name: EndpointName) =>
  defaultBases[endpoints[name].base] + endpoints[name].path

export function answer(
  app: Hono,
  name: EndpointName,
  handler: (c: Context) => Promise<Response>,
): void {
  app.on(endpoints[name].method, endpointPath(name), handler)
}

export const ipOf = (c: Context, api: ApiContext) => clientIp(c, api.trustProxy)
