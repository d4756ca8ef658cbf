// `npm run perf:floors` (after `npm run build`): what a first visit costs, beside two floors.
//
// - The framework floor: a minimal Vite app (one route, one machine) built with this repo's
//   vite, react, react-dom, @tanstack/react-router, xstate and @xstate/react. No product can
//   load less JavaScript with this stack.
// - The content floor: this product's own pages, as its server sends them (prerendered; an
//   interview link's with its campaign), with every script and modulepreload removed (CSS and
//   images kept). No product can paint this content sooner.
//
// Each is served on 127.0.0.1 (the product by its own server; the floors by a small static
// server that compresses text with brotli, as the product's server does), then:
// - JavaScript per route, as a browser loads it (Playwright, /usr/bin/chromium, empty cache):
//   every script until the page is hydrated and the network quiet, as transferred and gzip -9;
// - Lighthouse 12, mobile preset (simulated 4x CPU and slow 4G), PERF_RUNS runs per page
//   (default 5): the medians of FCP, LCP, TBT and CLS, for the product and the content floor,
//   and the framework floor's TBT (what the stack's own evaluation and first render block).
//
//   npm run perf:floors                       both tables
//   npm run perf:floors -- --no-lighthouse    only JavaScript (a few seconds)
//   npm run perf:floors -- --write-floor      also writes the framework floor to
//                                              scripts/perf-floor.json (the budget reads it)
//   PERF_PORT (default 8812: 8812-8814 are used), PERF_RUNS, CLIENT_DIR (default dist/client),
//   PERF_ROUTES (comma-separated; default `/`, an article and `/interview/demo`)
import { createServer, type Server } from 'node:http'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import {
  launchChromium,
  runLighthouse,
  scriptsLoaded,
  startSiteServer,
  type ScriptsLoaded,
} from './lib/site-server.ts'
import { frameworkFloorFile, type FrameworkFloor } from './lib/framework-floor.ts'
import { median } from './lib/median.ts'

const basePort = Number(process.env.PERF_PORT ?? 8812)
const runs = Number(process.env.PERF_RUNS ?? 5)
const clientDir = resolve(process.env.CLIENT_DIR ?? 'dist/client')
const withLighthouse = !process.argv.includes('--no-lighthouse')
const routes = process.env.PERF_ROUTES?.split(',') ?? [
  '/',
  '/think-tank/our-ecosystem-article-detail-1',
  '/interview/demo',
]
const reportDir = '.tmp/perf-floors'

const frameworkApp = `
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { setup } from 'xstate'
import { useMachine } from '@xstate/react'

const toggle = setup({}).createMachine({
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
})

function Home() {
  const [snapshot, send] = useMachine(toggle)
  return <button onClick={() => send({ type: 'TOGGLE' })}>{String(snapshot.value)}</button>
}

const rootRoute = createRootRoute({ component: Outlet })
const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home })
const router = createRouter({ routeTree: rootRoute.addChildren([home]) })
createRoot(document.getElementById('root')!).render(
  <StrictMode><RouterProvider router={router} /></StrictMode>,
)
`

/** Builds the framework floor in a temporary directory; returns its output directory. */
async function buildFrameworkFloor(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'framework-floor-'))
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  )
  writeFileSync(join(root, 'main.tsx'), frameworkApp)
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { target: 'es2022', outDir: join(root, 'dist') },
  })
  return join(root, 'dist')
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
}

/** A static server for a floor: `pageFor` maps a path to the page's HTML (or undefined: a file
 *  under `dir`). Text is sent with brotli when the browser accepts it. */
function serveFloor(
  dir: string,
  port: number,
  pageFor: (path: string) => string | undefined,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://floor').pathname)
    const page = pageFor(path)
    const file = join(dir, path)
    if (page === undefined && (!file.startsWith(dir) || !existsSync(file) || path.endsWith('/'))) {
      response.writeHead(404).end()
      return
    }
    const body = page === undefined ? readFileSync(file) : Buffer.from(page)
    const type =
      page === undefined
        ? (contentTypes[extname(file)] ?? 'application/octet-stream')
        : contentTypes['.html']!
    const compress =
      /text|javascript|svg|json/.test(type) &&
      /\bbr\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(200, {
      'Content-Type': type,
      ...(compress ? { 'Content-Encoding': 'br' } : {}),
    })
    // The build's own brotli file when there is one (as the product's server sends it), so
    // that the floor's server is not slower than the product's.
    const precompressed = page === undefined && existsSync(`${file}.br`)
    response.end(
      !compress
        ? body
        : precompressed
          ? readFileSync(`${file}.br`)
          : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
  })
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}

/** The product's pages as its server sends them (an interview link's with its campaign and
 *  the overlay's first step), by route: read once the server runs. */
const productPages = new Map<string, string>()

/** The product's page for `path` as its server sent it, without its scripts and
 *  modulepreloads. */
function contentFloorPage(path: string): string | undefined {
  return productPages
    .get(path)
    ?.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
}

interface Paint {
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** Lighthouse on the product and on the content floor, alternately (a machine's load changes
 *  over minutes; alternating gives both the same share of it): the medians of each. */
async function lighthouseMedians(route: string): Promise<{ product: Paint; content: Paint }> {
  const reports = { product: [] as LighthouseReport[], content: [] as LighthouseReport[] }
  for (let run = 0; run < runs; run++) {
    for (const [name, origin] of [
      ['product', productOrigin],
      ['content', contentOrigin],
    ] as const) {
      process.stderr.write(`lighthouse ${name} ${route} (${run + 1}/${runs})\n`)
      const output = join(reportDir, `${name}-${route.replace(/\W+/g, '_') || 'root'}-${run}.json`)
      reports[name].push(await runLighthouse(`${origin}${route}`, output, ['performance']))
    }
  }
  return { product: medians(reports.product), content: medians(reports.content) }
}

type LighthouseReport = Awaited<ReturnType<typeof runLighthouse>>

function medians(reports: LighthouseReport[]): Paint {
  const metric = (id: string) => median(reports.map((report) => report.audits[id]!.numericValue))
  return {
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

const kb = (value: number) => `${value.toFixed(1)} KB`
const ratio = (product: number, floor: number) => (product / floor).toFixed(2)
const describe = (loaded: ScriptsLoaded) =>
  `${kb(loaded.transferredKb)} in ${loaded.files.length} files (gzip -9 ${kb(loaded.gzipKb)})`

mkdirSync(reportDir, { recursive: true })
const productOrigin = `http://127.0.0.1:${basePort}`
const frameworkOrigin = `http://127.0.0.1:${basePort + 1}`
const contentOrigin = `http://127.0.0.1:${basePort + 2}`

process.stderr.write('building the framework floor\n')
const frameworkDir = await buildFrameworkFloor()
const frameworkIndex = readFileSync(join(frameworkDir, 'index.html'), 'utf8')
const product = await startSiteServer(basePort, { clientDir })
const frameworkServer = await serveFloor(frameworkDir, basePort + 1, (path) =>
  path.startsWith('/assets/') ? undefined : frameworkIndex,
)
for (const route of routes) {
  productPages.set(route, await (await fetch(`${productOrigin}${route}`)).text())
}
const contentServer = await serveFloor(clientDir, basePort + 2, contentFloorPage)

try {
  const browser = await launchChromium()
  const floor = await scriptsLoaded(browser, `${frameworkOrigin}/`, '#root button')
  console.log(
    '\nJavaScript a browser loads (empty cache, until the page is hydrated and the network quiet)\n',
  )
  console.log(`| route | product, as sent | framework floor, as sent | ratio (gzip -9) |`)
  console.log(`|---|---|---|---|`)
  for (const route of routes) {
    const loaded = await scriptsLoaded(browser, `${productOrigin}${route}`)
    console.log(
      `| \`${route}\` | ${describe(loaded)} | ${describe(floor)} | ${ratio(loaded.gzipKb, floor.gzipKb)} |`,
    )
  }
  await browser.close()

  if (process.argv.includes('--write-floor')) {
    const data: FrameworkFloor = {
      gzipKb: Number(floor.gzipKb.toFixed(1)),
      transferredKb: Number(floor.transferredKb.toFixed(1)),
      files: floor.files.length,
      measured: 'npm run perf:floors -- --write-floor',
    }
    writeFileSync(frameworkFloorFile, `${JSON.stringify(data, null, 2)}\n`)
    console.log(`\nwrote ${frameworkFloorFile}`)
  }

  if (withLighthouse) {
    // What the framework alone blocks: its modules' evaluation and a first render, no content.
    const frameworkReports: LighthouseReport[] = []
    for (let run = 0; run < runs; run++) {
      process.stderr.write(`lighthouse framework floor (${run + 1}/${runs})\n`)
      const output = join(reportDir, `framework-${run}.json`)
      frameworkReports.push(await runLighthouse(`${frameworkOrigin}/`, output, ['performance']))
    }
    const framework = medians(frameworkReports)
    console.log(`\nLighthouse 12, mobile preset, median of ${runs} runs\n`)
    console.log(
      `The framework floor (one route, one machine, rendered in the browser): TBT ${Math.round(framework.tbt)} ms, FCP ${Math.round(framework.fcp)} ms.\n`,
    )
    console.log('| route | figure | product | content floor | ratio |')
    console.log('|---|---|---|---|---|')
    for (const route of routes) {
      const { product: mine, content: theirs } = await lighthouseMedians(route)
      for (const key of ['fcp', 'lcp', 'tbt'] as const) {
        console.log(
          `| \`${route}\` | ${key.toUpperCase()} | ${Math.round(mine[key])} ms | ${Math.round(theirs[key])} ms | ${theirs[key] ? ratio(mine[key], theirs[key]) : '-'} |`,
        )
      }
      console.log(`| \`${route}\` | CLS | ${mine.cls.toFixed(3)} | ${theirs.cls.toFixed(3)} | - |`)
    }
  }
} finally {
  product.kill()
  frameworkServer.close()
  contentServer.close()
}
