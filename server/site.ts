// Serves the built site: hashed assets with long cache lifetimes, a prerendered page for each
// route (and the interview template for /interview/*, with its campaign when there is one),
// and the 404 page with status 404.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono, type MiddlewareHandler } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { campaignDataBlock, overlayPreviewPositionMarker } from '../src/lib/campaignInPage.ts'
import { escapeHtml } from '../src/lib/escapeHtml.ts'
import { campaignHashOf, isInterviewPath, normalizePath } from '../src/lib/interviewPaths.ts'
import type { FindCampaign } from './api/campaigns.ts'
import { isDatabaseUnavailable, logDatabaseUnavailable } from './db/unavailable.ts'
import type { AppEnv } from './http/env.ts'
import { describeFailure } from './http/errors.ts'
import { within } from './http/timeLimit.ts'
import { campaignHashPattern } from './operator/contract.ts'

interface PrerenderedRoutes {
  pages: Record<string, string>
  prefixes: Record<string, string>
  notFound: string
  /** The interview overlay's first step, for an interview link's page to show at once. */
  overlayPreview?: string
}

const immutable = 'public, max-age=31536000, immutable'

/** How long an interview link's page waits for its campaign; then it is sent without it, and
 *  the page asks the API as it would without the server's help. */
const campaignWaitMs = 1000

export function siteRoutes(clientDir: string, { findCampaign }: { findCampaign: FindCampaign }) {
  const routesFile = join(clientDir, 'prerendered.json')
  if (!existsSync(routesFile)) {
    throw new Error(`No built site in ${clientDir}: run \`npm run build\` first (npm start does).`)
  }
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as PrerenderedRoutes
  const page = (file: string) => readFileSync(join(clientDir, file), 'utf8')
  const overlayPreview = routes.overlayPreview ? page(routes.overlayPreview) : ''
  const pageFor = (path: string): string | undefined => {
    const normalized = normalizePath(path)
    const exact = routes.pages[normalized]
    if (exact) return exact
    const prefix = Object.keys(routes.prefixes).find((candidate) =>
      normalized.startsWith(candidate),
    )
    return prefix && normalized.length > prefix.length ? routes.prefixes[prefix] : undefined
  }

  const site = new Hono<AppEnv>()
  site.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true, // the .br and .gz copies `npm run build` writes
      onFound: (_path, c) => c.header('Cache-Control', immutable),
    }),
  )
  /** A page as built, in the .br or .gz copy the client takes (`npm run build` writes them, as
   *  for the assets): brotli where a browser accepts it, and nothing compressed again at each
   *  request. An interview link's page is written per request and compressed by the app. */
  const builtPages = new Map<string, MiddlewareHandler<AppEnv>>()
  const builtPage = (file: string) => {
    let serve = builtPages.get(file)
    if (!serve) {
      serve = serveStatic({
        root: clientDir,
        path: file,
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
      })
      builtPages.set(file, serve)
    }
    return serve
  }
  site.get('*', async (c, next) => {
    const file = pageFor(c.req.path)
    if (!file) return next()
    const path = normalizePath(c.req.path)
    if (!isInterviewPath(path)) return builtPage(file)(c, next)
    c.header('Cache-Control', 'no-cache')
    const hash = campaignHashOf(path)
    return c.html(withCampaign(page(file), hash, overlayPreview, findCampaign, c.var))
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

/** An interview link's page with its campaign in it (src/lib/campaignInPage.ts): the data
 *  block the candidate's flow takes it from without a call to the API, and the overlay's
 *  preview with its position, shown at the first paint. No campaign at the link, or none in
 *  time: the page as it is, and the flow's own call answers (404, or the failure). */
async function withCampaign(
  html: string,
  hash: string,
  overlayPreview: string,
  findCampaign: FindCampaign,
  { logger, metrics }: Pick<AppEnv['Variables'], 'logger' | 'metrics'>,
) {
  // No campaign can have it (the operator's rule): no query, and nothing to log for a path
  // of stray bytes (a NUL is an error to PostgreSQL).
  if (!campaignHashPattern.test(hash)) return html
  let campaign
  try {
    campaign = await within(findCampaign(hash), campaignWaitMs)
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(error, Date.now(), logger)
      metrics.databaseLost()
    } else {
      logger.warn(
        { error: describeFailure(error) },
        'an interview page is sent without its campaign',
      )
    }
    return html
  }
  if (!campaign) return html
  const positionName = escapeHtml(campaign.positionName)
  const preview = overlayPreview.replaceAll(overlayPreviewPositionMarker, () => positionName)
  const added = preview + campaignDataBlock(hash, campaign)
  // First in the body, so the first paint has it: at the end, a slow phone's parser painted
  // the landing page first and the card came up to a second later, where a tap on it had
  // already gone to the picture beneath. It is fixed in place, so the order is not seen.
  const head = html.indexOf('</head>') // the body's tag is after it (the boot code may name it)
  const body = /<body[^>]*>/.exec(html.slice(head))
  const start = head >= 0 && body ? head + body.index + body[0].length : html.length
  return html.slice(0, start) + added + html.slice(start)
}
