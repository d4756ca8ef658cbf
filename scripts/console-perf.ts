// `npx tsx scripts/console-perf.ts`: the console's inbox in a browser at scale (issue 46, item
// 5). Seeds 100,000 rows of each kind as `npm run bench:agents` does (PGlite), serves the app
// on 127.0.0.1 with the console's client built into a directory of its own, signs in with
// Chromium and prints, as medians of a few rounds:
// - navigation to the first page: from a click on the console's Inbox link (coming from Mail,
//   the console settled) and from a reload of /agents, until the page's rows are drawn;
// - the keyboard through 500 rows: 500 rows loaded (Load more), then j pressed 499 times on
//   the list; the longest task (PerformanceObserver 'longtask', which reports tasks over 50 ms)
//   and the slowest press, from the key's event to the next frame.
// Not part of `npm test`. Options: --rows=N (per kind, default 100000), --rounds=N (default 3),
// --port=N (default 8752), --client=DIR (the client is built there once and kept: later runs
// reuse it), --profile (the
// presses' CPU profile, its top functions by self time), --trace (each long task's parts), --data=DIR (a PGlite directory kept between runs, seeded by the first; the bench's
// --data is the same).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { openDatabase } from '../server/db/database.ts'
import { INBOX_PAGE_SIZE } from '../src/machines/agentInbox.machine.ts'
import { flags, seed, serveApp } from './bench-agents.ts'
import { topEntries } from './lib/cpu-profile.ts'
import { median } from './lib/median.ts'
import { launchChromium } from './lib/site-server.ts'

const rows = Number(flags.get('rows') ?? 100_000)
const rounds = Number(flags.get('rounds') ?? 3)
const port = Number(flags.get('port') ?? 8752)
/** The inbox's page: the console asks for this many items at a time. */
const pageSize = INBOX_PAGE_SIZE
const keyPresses = 499

/** The console's client, built on its own (the pages' prerendering is not needed): its entry
 *  answers /agents and every path under it. */
function buildClient(dir: string): string {
  if (existsSync(join(dir, 'prerendered.json'))) return dir
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], { stdio: 'inherit' })
  writeFileSync(
    join(dir, 'prerendered.json'),
    JSON.stringify({
      pages: { '/agents': 'agents.html' },
      prefixes: { '/agents/': 'agents.html' },
      notFound: 'agents.html',
    }),
  )
  return dir
}

const rowButtons = '[data-row-button]'

/** Milliseconds from `start` (run in the page) until at least `count` rows are drawn and
 *  painted (the frame after the mutation). */
async function untilRows(page: Page, count: number, start: () => Promise<unknown>) {
  await page.evaluate(
    ([selector, wanted]) => {
      const state = window as unknown as { rowsAt?: Promise<number>; startedAt?: number }
      state.rowsAt = new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelectorAll(selector).length < wanted) return false
          requestAnimationFrame(() => resolve(performance.now()))
          return true
        }
        const observer = new MutationObserver(() => check() && observer.disconnect())
        observer.observe(document, { childList: true, subtree: true })
      })
    },
    [rowButtons, count] as const,
  )
  const startedAt = await page.evaluate(() => performance.now())
  await start()
  const drawnAt = await page.evaluate(
    () => (window as unknown as { rowsAt: Promise<number> }).rowsAt,
  )
  return drawnAt - startedAt
}

/** From a reload of /agents: the navigation's start (performance's time origin) until the
 *  rows are drawn. */
async function reloadToRows(page: Page) {
  await page.reload({ waitUntil: 'commit' })
  return page.evaluate(
    ([selector, wanted]) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelectorAll(selector).length < wanted) return false
          requestAnimationFrame(() => resolve(performance.now()))
          return true
        }
        if (check()) return
        const observer = new MutationObserver(() => check() && observer.disconnect())
        observer.observe(document, { childList: true, subtree: true })
      }),
    [rowButtons, pageSize] as const,
  )
}

interface TraceEvent {
  name: string
  ts: number
  dur?: number
  tid: number
  ph: string
}

/** --trace: each task over 50 ms on the page's main thread, with what took its time (the
 *  events inside it, by their summed duration). */
function longTaskParts(trace: Buffer): string {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
  return tasks
    .map((task) => {
      const inside = new Map<string, number>()
      for (const event of traceEvents) {
        if (event.tid !== task.tid || event.ph !== 'X' || event === task) continue
        if (event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + task.dur!) continue
        inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0))
      }
      const parts = [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
      return `  task of ${(task.dur! / 1000).toFixed(0)} ms: ${parts.join(', ')}`
    })
    .join('\n')
}

/** 500 rows loaded, then j pressed through them: the longest task and the slowest press. */
async function keyboardThroughRows(page: Page) {
  for (let loaded = pageSize; loaded < keyPresses + 1; loaded += pageSize) {
    await page.getByRole('button', { name: 'Load more' }).click()
    await page.waitForFunction(
      ([selector, wanted]) => document.querySelectorAll(selector).length >= wanted,
      [rowButtons, loaded + pageSize] as const,
      { timeout: 30_000 },
    )
  }
  await page.locator(rowButtons).first().focus()
  await page.evaluate(() => {
    const state = window as unknown as { longTasks: number[]; presses: number[] }
    state.longTasks = []
    state.presses = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration)
    }).observe({ type: 'longtask' })
    // Each press: from its event to the frame that shows it.
    document.addEventListener(
      'keydown',
      (event) => {
        const at = event.timeStamp
        requestAnimationFrame(() => state.presses.push(performance.now() - at))
      },
      { capture: true },
    )
  })
  // --profile: where the presses' time goes, from Chromium's sampling profiler.
  const profiler = flags.has('profile') ? await page.context().newCDPSession(page) : undefined
  await profiler?.send('Profiler.enable')
  await profiler?.send('Profiler.start')
  const tracing = flags.has('trace')
  if (tracing) {
    await page
      .context()
      .browser()!
      .startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
      })
  }
  for (let press = 0; press < keyPresses; press++) await page.keyboard.press('j')
  if (tracing) console.log(longTaskParts(await page.context().browser()!.stopTracing()))
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop')
    const file = join(tmpdir(), 'console-perf-presses.cpuprofile')
    writeFileSync(file, JSON.stringify(profile))
    console.log(`\nWhere the presses' time went (self time, ${file}):\n${topEntries(file, 15)}`)
  }
  // The last frames and the observer's last entries.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
  const current = await page.locator(`${rowButtons}[aria-current="true"]`).textContent()
  const { longTasks, presses } = await page.evaluate(() => {
    const state = window as unknown as { longTasks: number[]; presses: number[] }
    return { longTasks: state.longTasks, presses: state.presses }
  })
  return {
    longest: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
    slowestPress: Math.max(...presses),
    medianPress: median(presses),
    current,
  }
}

const dataDir = flags.get('data') ?? mkdtempSync(join(tmpdir(), 'nova-console-perf-'))
const clientDir = buildClient(
  flags.get('client') ?? mkdtempSync(join(tmpdir(), 'nova-console-perf-client-')),
)
const database = await openDatabase({ dataDir, databaseUrl: undefined })
const browser = await launchChromium()
try {
  const seeded = await seed(database, rows)
  console.log(
    seeded.seedSeconds
      ? `Seeded ${rows.toLocaleString('en')} rows of each kind in ${seeded.seedSeconds.toFixed(1)} s`
      : `Seeded before, in ${dataDir}`,
  )
  const server = await serveApp(database, clientDir, port)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    // tsx names the functions nested in what page.evaluate runs with a helper of its own.
    await page.addInitScript('window.__name = (fn) => fn')
    await page.goto(`${server.origin}/agents`)
    await page.getByLabel('User name').fill('bench.agent')
    await page.getByLabel('Password').fill('a benchmark password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page
      .locator(rowButtons)
      .nth(pageSize - 1)
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/console-perf-failed.png' })
        throw new Error('No inbox after signing in: see /tmp/console-perf-failed.png', {
          cause: error,
        })
      })
    const fromMail: number[] = []
    const fromReload: number[] = []
    const keyboard: Awaited<ReturnType<typeof keyboardThroughRows>>[] = []
    for (let round = 0; round < rounds; round++) {
      // A fresh first page each round: the reload, then Mail and back, then the keys.
      fromReload.push(await reloadToRows(page))
      await page.getByRole('link', { name: 'Mail' }).click()
      await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor()
      fromMail.push(
        await untilRows(page, pageSize, () =>
          page.getByRole('link', { name: 'Inbox', exact: true }).click(),
        ),
      )
      keyboard.push(await keyboardThroughRows(page))
    }
    const ms = (values: number[]) =>
      `${median(values).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(', ')})`
    console.log(
      `\nThe inbox at ${rows.toLocaleString('en')} items of each kind, ${rounds} rounds (median, each):`,
    )
    console.log(`  navigation from Mail to the first page drawn: ${ms(fromMail)}`)
    console.log(`  reload of /agents to the first page drawn:    ${ms(fromReload)}`)
    console.log(
      `  ${keyPresses} presses of j over ${keyPresses + 1} rows (${(keyPresses + 1) / pageSize} pages):`,
    )
    console.log(
      `    longest task: ${ms(keyboard.map((round) => round.longest))}; tasks over 50 ms: ${keyboard.map((round) => round.longTasks).join(', ')}`,
    )
    console.log(
      `    slowest press to its frame: ${ms(keyboard.map((round) => round.slowestPress))}; median press: ${ms(keyboard.map((round) => round.medianPress))}`,
    )
    console.log(`    cursor at the end on: ${keyboard.map((round) => round.current).join(' | ')}`)
  } finally {
    await server.stop()
  }
} finally {
  await browser.close()
  await database.close()
  if (!flags.has('data')) rmSync(dataDir, { recursive: true, force: true })
  if (!flags.has('client')) rmSync(clientDir, { recursive: true, force: true })
}
