import { Hono } from 'hono'
import { siteRoutes } from './site.ts'

export interface AppOptions {
  /** The client build to serve (dist/client). */
  clientDir: string
}

/** The one HTTP app: the API (arrives with the reference server) and the built site. */
export function createApp({ clientDir }: AppOptions) {
  const app = new Hono()
  app.route('/', siteRoutes(clientDir))
  return app
}
