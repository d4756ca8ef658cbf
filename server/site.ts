// Serves the built site: hashed assets with long cache lifetimes, a prerendered page for each
// route (and the interview template for /interview/*), and the 404 page with status 404.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

interface PrerenderedRoutes {
  pages: Record<string, string>
  prefixes: Record<string, string>
  notFound: string
}

const immutable = 'public, max-age=31536000, immutable'

export function siteRoutes(clientDir: string) {
  const routesFile = join(clientDir, 'prerendered.json')
  if (!existsSync(routesFile)) {
    throw new Error(`No built site in ${clientDir}: run \`npm run build\` first (npm start does).`)
  }
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as PrerenderedRoutes
  const page = (file: string) => readFileSync(join(clientDir, file), 'utf8')
  const pageFor = (path: string): string | undefined => {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
    const exact = routes.pages[normalized]
    if (exact) return exact
    const prefix = Object.keys(routes.prefixes).find((candidate) =>
      normalized.startsWith(candidate),
    )
    return prefix && normalized.length > prefix.length ? routes.prefixes[prefix] : undefined
  }

  const site = new Hono()
  site.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true, // the .br and .gz copies `npm run build` writes
      onFound: (_path, c) => c.header('Cache-Control', immutable),
    }),
  )
  site.get('*', async (c, next) => {
    const file = pageFor(c.req.path)
    if (!file) return next()
    c.header('Cache-Control', 'no-cache')
    return c.html(page(file))
  })
  // Other public files (favicon, robots.txt, images), never the build's own bookkeeping.
  site.use('*', async (c, next) => {
    if (/^\/(\.vite|prerendered\.json|.*\.(html|br|gz)$)/.test(c.req.path)) return next()
    return serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, ctx) => ctx.header('Cache-Control', 'public, max-age=3600'),
    })(c, next)
  })
  site.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(page(routes.notFound), 404)
  })
  return site
}
