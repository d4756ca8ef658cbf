// `npm run lighthouse`: runs Lighthouse 12 (mobile preset) on every route of the production
// build, served by the site's own server, and prints the four category scores with LCP, TBT
// and CLS per route. Fails when a route misses the targets (performance >= 95, the other three
// categories 100, CLS 0). Build first (`npm run build`).
//
//   LIGHTHOUSE_PORT   port of the server it starts (default 8812)
//   CHROME_PATH       the browser (default /usr/bin/chromium)
//   npm run lighthouse -- /think-tank /memberships   only these routes
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientDir } from './lib/build-manifest.ts'
import { runLighthouse, startSiteServer } from './lib/site-server.ts'

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8812)
const origin = `http://127.0.0.1:${port}`
const reportDir = '.tmp/lighthouse'

const targets = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, cls: 0 }
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Row {
  route: string
  scores: Record<(typeof categories)[number], number>
  lcpMs: number
  tbtMs: number
  cls: number
}

function allRoutes(): string[] {
  const { pages } = JSON.parse(readFileSync(join(clientDir, 'prerendered.json'), 'utf8')) as {
    pages: Record<string, string>
  }
  return [...Object.keys(pages), '/interview/demo']
}

async function audit(route: string): Promise<Row> {
  const output = join(reportDir, `${route.replace(/\W+/g, '_') || 'root'}.json`)
  const report = await runLighthouse(`${origin}${route}`, output, categories)
  const metric = (id: string) => report.audits[id]!.numericValue
  return {
    route,
    scores: Object.fromEntries(
      categories.map((category) => [category, report.categories[category]!.score]),
    ) as Row['scores'],
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  }
}

function misses(row: Row): string[] {
  const failed: string[] = categories.filter((category) => row.scores[category] < targets[category])
  if (row.cls > targets.cls) failed.push('CLS')
  return failed
}

const wanted = process.argv.slice(2)
const routes = wanted.length > 0 ? wanted : allRoutes()
mkdirSync(reportDir, { recursive: true })
const server = await startSiteServer(port, { dataDir: '.tmp/lighthouse-data' })
const rows: Row[] = []
try {
  for (const route of routes) {
    process.stderr.write(`lighthouse ${route}\n`)
    rows.push(await audit(route))
  }
} finally {
  server.kill()
}

const score = (value: number) => String(Math.round(value * 100)).padStart(4)
console.log(`\n${'route'.padEnd(44)} perf  a11y  best   seo     LCP     TBT     CLS  misses`)
for (const row of rows) {
  console.log(
    [
      row.route.padEnd(44),
      ...categories.map((category) => score(row.scores[category]).padStart(5)),
      `${(row.lcpMs / 1000).toFixed(2)} s`.padStart(8),
      `${Math.round(row.tbtMs)} ms`.padStart(8),
      row.cls.toFixed(3).padStart(7),
      ` ${misses(row).join(', ')}`,
    ].join(' '),
  )
}
const failing = rows.filter((row) => misses(row).length > 0)
console.log(`\nReports: ${reportDir}/*.json`)
if (failing.length > 0) {
  console.error(`Targets missed on ${failing.length} of ${rows.length} routes.`)
  process.exit(1)
}
console.log(`All ${rows.length} routes meet the targets.`)
