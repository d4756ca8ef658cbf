// The built site as a browser meets it: the site's own server on a port, and Lighthouse or
// Playwright pointed at it (scripts/lighthouse.ts, scripts/perf-floors.ts, scripts/bundle-budget.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Request } from '@playwright/test'
import { withoutOmniboxPopup } from '../../playwright.config.ts'

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Waits until `origin` answers `/`; kills `server` and throws when it never does. */
export async function waitUntilServing(origin: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error(`The server did not answer on ${origin}`)
}

/** Starts the site's server (server/main.ts) on 127.0.0.1:`port` with the client build in
 *  `clientDir`, and resolves once it answers. Its data directory is the port's own: two
 *  servers cannot share one database. */
export async function startSiteServer(
  port: number,
  { clientDir = 'dist/client', dataDir = `.tmp/site-server-data-${port}` } = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      DATA_DIR: dataDir,
      // The demo data (the /interview/demo campaign) whatever NODE_ENV the caller has set: a
      // build in the same process sets it to production, and /interview/demo then went to
      // /not-found (perf:floors measured the 404 page and a footer shift of 0.243 as its CLS).
      DEMO_DATA: 'true',
    },
    stdio: 'ignore',
  })
  // Also when the script fails before it stops the server itself.
  process.on('exit', () => server.kill())
  await waitUntilServing(`http://127.0.0.1:${port}`, server)
  return server
}

export const lighthouseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ')

/** Runs Lighthouse (its default mobile preset) on `url` and resolves with its JSON report.
 *  Asynchronous: the page may be served by this very process (perf-floors' floors). */
export async function runLighthouse(
  url: string,
  outputPath: string,
  categories: readonly string[],
) {
  const run = spawn(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${lighthouseChromeFlags}`,
      `--only-categories=${categories.join(',')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const [status] = (await once(run, 'exit')) as [number | null]
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}`)
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as {
    finalDisplayedUrl: string
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  // A page that moved elsewhere (a redirect to /not-found) is not the page asked for.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} ended on ${report.finalDisplayedUrl}`)
  return report
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: [withoutOmniboxPopup] })
}

export interface ScriptsLoaded {
  /** Each script's path, its bytes as transferred (with the server's compression), and whether
   *  it was asked for before the page was ready (hydrated) or while the visitor reads. */
  files: { path: string; transferred: number; gzip: number; beforeReady: boolean }[]
  /** Up to the page being ready: what the first visit waits for. */
  transferredKb: number
  /** The same scripts compressed with gzip -9: a figure that does not depend on the server. */
  gzipKb: number
  /** Asked for once the page was ready (fetched while the visitor reads), gzip -9. */
  afterReadyGzipKb: number
  /** Every script the page fetched by itself until it was idle (gzipKb + afterReadyGzipKb):
   *  what a visit costs when the visitor does nothing, the idle prefetch included. */
  untilIdleGzipKb: number
}

/** Longest a page may take to become ready, idle and quiet before the measurement gives up. */
const visitTimeoutMs = 60_000

/** Every script a fresh browser (empty cache) loads for `url`: until the page is `ready` (the
 *  site marks a hydrated page with `data-hydrated`), then until the browser has run an idle
 *  callback registered after the page's own (the idle prefetch the page asks for as it
 *  hydrates: src/ui/lazy/whenIdle.ts; idle callbacks run in the order they were asked for),
 *  and then until the network has been quiet for a second (what those callbacks fetched, and
 *  what that code fetches in turn). Waiting for the network alone stops early on a busy
 *  machine, while the entry's code still runs and has not asked for the route's chunks yet.
 *  Scripts asked for before the page was ready and those asked for after it (fetched while the
 *  visitor reads) are counted apart. */
export async function scriptsLoaded(
  browser: Browser,
  url: string,
  ready = 'html[data-hydrated]',
): Promise<ScriptsLoaded> {
  const context = await browser.newContext()
  const page = await context.newPage()
  // When the page became ready, on the page's clock (its resource timings' clock).
  await page.addInitScript((selector) => {
    const marks = window as { readyAt?: number; idleAt?: number }
    const watch = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      marks.readyAt = performance.now()
      watch.disconnect()
      // A microtask after the page's hydration listeners, which ask for their idle callbacks
      // at once: this one comes after them.
      requestIdleCallback(() => (marks.idleAt = performance.now()))
    })
    watch.observe(document, { attributes: true, childList: true, subtree: true })
  }, ready)
  let inFlight = 0
  let lastActivity = Date.now()
  const started = () => {
    inFlight++
    lastActivity = Date.now()
  }
  const ended = () => {
    inFlight--
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  const pending: Promise<Omit<ScriptsLoaded['files'][number], 'beforeReady'>>[] = []
  const onFinished = (request: Request) => {
    if (request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const body = await (await request.response())!.body()
        const sizes = await request.sizes()
        return {
          path: new URL(request.url()).pathname,
          transferred: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
        }
      })(),
    )
  }
  page.on('requestfinished', onFinished)
  const giveUpAt = Date.now() + visitTimeoutMs
  await page.goto(url, { timeout: visitTimeoutMs })
  await page.locator(ready).first().waitFor({ state: 'attached', timeout: visitTimeoutMs })
  await page.waitForFunction(() => (window as { idleAt?: number }).idleAt !== undefined, null, {
    timeout: Math.max(1, giveUpAt - Date.now()),
  })
  while (inFlight > 0 || Date.now() - lastActivity < 1000) {
    if (Date.now() > giveUpAt) throw new Error(`${url}: the network was never quiet for a second`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  page.off('requestfinished', onFinished)
  const { readyAt, askedAt } = await page.evaluate(() => ({
    readyAt: (window as { readyAt?: number }).readyAt ?? Infinity,
    askedAt: Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
    ),
  }))
  const files = (await Promise.all(pending)).map((file) => ({
    ...file,
    beforeReady: (askedAt[file.path] ?? 0) < readyAt,
  }))
  await context.close()
  const kb = (key: 'transferred' | 'gzip', beforeReady: boolean) =>
    files
      .filter((file) => file.beforeReady === beforeReady)
      .reduce((sum, file) => sum + file[key], 0) / 1024
  return {
    files,
    transferredKb: kb('transferred', true),
    gzipKb: kb('gzip', true),
    afterReadyGzipKb: kb('gzip', false),
    untilIdleGzipKb: kb('gzip', true) + kb('gzip', false),
  }
}
