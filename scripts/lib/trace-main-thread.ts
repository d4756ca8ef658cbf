// `npx tsx scripts/lib/trace-main-thread.ts [--port=8730] [--runs=3] [--before=DIR]
// [--build=NAME:DIST …] [route …]` (after `npm run build`): where a first visit's long tasks come
// from, on the slow-phone profile of tests/e2e/slow-phone.spec.ts (150 ms latency, 1.6 Mbps,
// CPU 4x slower; a 375 px phone).
//
// `--before=DIR` adds another client build (DIR: its client directory), served by this
// checkout's server. `--build=NAME:DIST` (repeatable) adds a whole build, a copy of `dist` made
// after its `npm run build` (say `.tmp/variants/NAME`, inside the repository, where its server's
// imports find node_modules), served by its own built server: a build whose `src/boot.js`
// differs needs its own server, whose Content-Security-Policy allows that boot code by its hash.
// The builds are visited alternately, so that each gets the same share of a busy machine.
//
// It records a Chromium trace of each route (DevTools' timeline, V8's compile events and its
// sampling profiler) from the navigation until the page has hydrated and then been quiet for
// two seconds, and prints per route:
// - the first paint and hydration (ms after navigation start), and the long tasks' blocking
//   time (the part of each task over 50 ms, summed from the first paint on, as TBT counts it);
// - the largest contentful paint as the throttled phone painted it (Lighthouse's is simulated);
// - when the `app` chunk (react, react-dom, the router: the bulk of what hydration waits for)
//   was requested and when it had arrived, after the first paint, and at which priority; and
//   when the last web font had arrived (after the first paint: a font swapped in late);
// - each task of 50 ms or more: when, how long, what started it, its compile/parse time, the
//   script time by chunk (from the profiler's samples), GC, style and layout;
// - each chunk: its size (gzip -9), compile time, script time, and how much of it ran in long
//   tasks.
// The figures are throttled CPU time (4x), as a phone would spend it. A benchmark that prints
// figures: not part of `npm test`.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import type { Browser } from '@playwright/test'
import { launchChromium, startSiteServer, waitUntilServing } from './site-server.ts'
import { median } from './median.ts'
import { throttleAsASlowPhone } from '../../tests/e2e/slowPhone.ts'

/** A trace event as Chromium reports it (only the fields read here). */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time in the event (µs): what a busy machine moves far less than `dur`. */
  tdur?: number
  id?: string
  args?: {
    name?: string
    fileName?: string
    data?: {
      url?: string
      requestId?: string
      priority?: string
      cpuProfile?: ProfileNodes
      timeDeltas?: number[]
      startTime?: number
    }
  }
}

interface ProfileNodes {
  nodes?: { id: number; parent?: number; callFrame: { url: string; functionName: string } }[]
  samples?: number[]
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
]

/** A task's time by kind (ms, throttled). */
export interface TaskBreakdown {
  start: number
  duration: number
  /** What started it: the first script event in it, with its chunk. */
  cause: string
  compile: number
  gc: number
  render: number
  /** Script time by chunk, from the profiler's samples. */
  scriptByChunk: Map<string, number>
}

/** A chunk's request: when it was sent and when it had arrived (ms after navigation start). */
export interface ChunkRequest {
  sent: number
  arrived: number | undefined
  priority: string | undefined
}

export interface TraceSummary {
  firstPaint: number
  hydrated: number | undefined
  /** The `app` chunk's request, when the trace has it. */
  appChunk: ChunkRequest | undefined
  /** The largest contentful paint: the last candidate the page reported (ms after navigation
   *  start), as the throttled phone painted it, not as Lighthouse simulates it. */
  largestPaint: number | undefined
  /** When the last of the page's web fonts had arrived (ms after navigation start): one that
   *  arrives after the first paint swaps in for its fallback under the visitor's eyes. */
  fontsArrived: number | undefined
  /** The part over 50 ms of each task from the first paint on (TBT's rule, to the trace's end). */
  blocking: number
  /** Lighthouse's way, from CPU time: each task's thread time times `slowdown`, the part over
   *  50 ms summed from the first paint on. Meant for a trace without CPU throttling (--cpu=1),
   *  where it stands for a 4x slower phone and hardly moves with the machine's load. */
  estimatedBlocking: number
  longTasks: TaskBreakdown[]
  /** Per chunk, over the whole trace: compile ms, script ms, script ms in long tasks. */
  chunks: Map<string, { compile: number; script: number; inLongTasks: number }>
}

/** The chunk a script URL names: its file name without the hash ("flows", "InterviewProvider"). */
export const chunkOf = (url: string | undefined): string => {
  if (!url) return '(no script)'
  const file = url.split('?')[0]!.split('/').pop() ?? url
  const match = /^(.*?)-[\w-]{8}\.js$/.exec(file)
  return match ? match[1]! : file || url
}

const isCompile = (event: TraceEvent) =>
  /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|V8\.ParseFunction)/.test(
    event.name,
  ) || event.name === 'v8.produceModuleCache'
const isGc = (event: TraceEvent) => /GC|GCEvent|V8\.GC/.test(event.name)
const isRender = (event: TraceEvent) =>
  /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|RecalculateStyles|ParseAuthorStyleSheet|HitTest)$/.test(
    event.name,
  )
const causes = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'FireIdleCallback',
  'EventDispatch',
  'ParseHTML',
  'v8.compileModule',
])

/** The sum of the events' durations, nested ones counted once (ms). */
function coveredMs(events: TraceEvent[]): number {
  let total = 0
  let end = -Infinity
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const eventEnd = event.ts + (event.dur ?? 0)
    if (eventEnd <= end) continue
    total += eventEnd - Math.max(event.ts, end)
    end = eventEnd
  }
  return total / 1000
}

/** The renderer's main thread of the traced page: the CrRendererMain with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const busy = (pid: number, tid: number) =>
    events
      .filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0)
  const best = names.sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0]
  if (!best) throw new Error('no renderer main thread in the trace')
  return { pid: best.pid, tid: best.tid }
}

/** The profiler's samples on the main thread: time (µs, trace clock) and the chunk running. */
function samples(events: TraceEvent[], pid: number, tid: number): { ts: number; chunk: string }[] {
  const nodes = new Map<number, { parent?: number; url: string; name: string }>()
  const out: { ts: number; chunk: string }[] = []
  const starts = new Map<string, number>()
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) continue
    if (event.name === 'Profile') starts.set(event.id ?? '', event.args?.data?.startTime ?? 0)
  }
  const clocks = new Map(starts)
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue
    const data = event.args?.data
    const profile = data?.cpuProfile
    for (const node of profile?.nodes ?? [])
      nodes.set(node.id, {
        parent: node.parent,
        url: node.callFrame.url,
        name: node.callFrame.functionName,
      })
    let clock = clocks.get(event.id ?? '') ?? 0
    profile?.samples?.forEach((id, index) => {
      clock += data?.timeDeltas?.[index] ?? 0
      // A builtin is charged to the script that called it; what no script called is the
      // browser's own work ('(program)': parsing HTML, style, layout) or the collector's.
      const leaf = nodes.get(id)
      let node = leaf
      for (let depth = 0; node && !node.url && node.parent !== undefined && depth < 200; depth++)
        node = nodes.get(node.parent)
      const own = leaf?.name.startsWith('(') ? leaf.name : '(native)'
      if (own !== '(idle)') out.push({ ts: clock, chunk: node?.url ? chunkOf(node.url) : own })
    })
    clocks.set(event.id ?? '', clock)
  }
  return out.sort((a, b) => a.ts - b.ts)
}

/** The requests whose URL passes `matches` in the renderer's events: the renderer's own send
 *  and finish events (its view of each request, in its process), in the order sent. */
function requests(
  events: TraceEvent[],
  pid: number,
  matches: (url: string) => boolean,
  at: (ts: number) => number,
): ChunkRequest[] {
  const finished = new Map(
    events
      .filter((event) => event.pid === pid && event.name === 'ResourceFinish')
      .map((event) => [event.args?.data?.requestId, event]),
  )
  return events
    .filter(
      (event) =>
        event.pid === pid &&
        event.name === 'ResourceSendRequest' &&
        matches(event.args?.data?.url ?? ''),
    )
    .map((sent) => {
      const end = finished.get(sent.args?.data?.requestId)
      return {
        sent: at(sent.ts),
        arrived: end ? at(end.ts) : undefined,
        priority: sent.args?.data?.priority,
      }
    })
}

/** Reads a trace of one page load: its long tasks and their sources. Times are ms after the
 *  navigation's start. */
export function summarize(events: TraceEvent[], slowdown = 1): TraceSummary {
  const { pid, tid } = mainThread(events)
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid)
  const navigation = onMain.find((event) => event.name === 'navigationStart')?.ts ?? onMain[0]!.ts
  const at = (ts: number) => (ts - navigation) / 1000
  const paint = onMain.find((event) => event.name === 'firstContentfulPaint')
  const hydration = onMain.find((event) => event.name === 'hydrated' && event.ph !== 'M')
  const firstPaint = paint ? at(paint.ts) : 0
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X')
  const complete = onMain.filter((event) => event.ph === 'X' && event.name !== 'RunTask')
  const sampled = samples(events, pid, tid)
  const sampleMs = (from: number, to: number) => {
    const inside = sampled.filter((sample) => sample.ts >= from && sample.ts < to)
    const byChunk = new Map<string, number>()
    inside.forEach((sample, index) => {
      const next = inside[index + 1]?.ts ?? to
      byChunk.set(sample.chunk, (byChunk.get(sample.chunk) ?? 0) + (next - sample.ts) / 1000)
    })
    return byChunk
  }
  const chunks: TraceSummary['chunks'] = new Map()
  const chunk = (name: string) => {
    let entry = chunks.get(name)
    if (!entry) chunks.set(name, (entry = { compile: 0, script: 0, inLongTasks: 0 }))
    return entry
  }
  for (const event of complete.filter(isCompile))
    chunk(chunkOf(event.args?.fileName ?? event.args?.data?.url)).compile += (event.dur ?? 0) / 1000
  const longTasks: TaskBreakdown[] = []
  let blocking = 0
  let estimatedBlocking = 0
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const slowed = ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown
    if (at(task.ts) >= firstPaint && slowed > 50) estimatedBlocking += slowed - 50
    const duration = (task.dur ?? 0) / 1000
    const byChunk = sampleMs(task.ts, end)
    for (const [name, ms] of byChunk) chunk(name).script += ms
    if (duration < 50) continue
    if (at(task.ts) >= firstPaint) blocking += duration - 50
    for (const [name, ms] of byChunk) chunk(name).inLongTasks += ms
    const inside = complete.filter((event) => event.ts >= task.ts && event.ts < end)
    const first = inside.find((event) => causes.has(event.name))
    const script = inside.find((event) => event.args?.data?.url ?? event.args?.fileName)
    const scriptUrl = script?.args?.data?.url ?? script?.args?.fileName
    longTasks.push({
      start: at(task.ts),
      duration,
      cause: `${first?.name ?? inside[0]?.name ?? '?'}${scriptUrl ? ` (${chunkOf(scriptUrl)})` : ''}`,
      compile: coveredMs(inside.filter(isCompile)),
      gc: coveredMs(inside.filter(isGc)),
      render: coveredMs(inside.filter(isRender)),
      scriptByChunk: byChunk,
    })
  }
  return {
    firstPaint,
    hydrated: hydration ? at(hydration.ts) : undefined,
    appChunk: requests(events, pid, (url) => chunkOf(url) === 'app', at)[0],
    largestPaint: onMain
      .filter((event) => event.name === 'largestContentfulPaint::Candidate')
      .map((event) => at(event.ts))
      .pop(),
    fontsArrived: Math.max(
      ...requests(events, pid, (url) => url.endsWith('.woff2'), at).map(
        (font) => font.arrived ?? NaN,
      ),
    ),
    blocking,
    estimatedBlocking,
    longTasks,
    chunks,
  }
}

/** Traces one visit of `url` on the slow phone until it has hydrated and been quiet for 2 s. */
export async function traceVisit(
  browser: Browser,
  url: string,
  cpuThrottling = 4,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  // A user-timing mark when the page says it has hydrated (src/ui/flow/pageHydration.ts), and
  // a console message to this script: asking the page (a locator) would add work to its main
  // thread, and that work would be in the trace.
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return
      performance.mark('hydrated')
      console.debug('hydrated')
      watch.disconnect()
    })
    watch.observe(document, { subtree: true, attributeFilter: ['data-hydrated'] })
  })
  const cdp = await context.newCDPSession(page)
  await throttleAsASlowPhone(cdp, cpuThrottling)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  })
  let lastRequest = Date.now()
  page.on('request', () => (lastRequest = Date.now()))
  page.on('requestfinished', () => (lastRequest = Date.now()))
  const hydrated = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'hydrated',
    timeout: 60_000,
  })
  await page.goto(url, { waitUntil: 'commit' })
  await hydrated
  // Quiet: no request for 2 s (what is fetched while the visitor reads has arrived and run).
  for (let waited = 0; Date.now() - lastRequest < 2000 && waited < 300; waited++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  await cdp.send('Tracing.end')
  await done
  await context.close()
  return events
}

/** gzip -9 bytes of each chunk of the client build. */
export function chunkSizes(clientDir: string): Map<string, number> {
  const dir = join(clientDir, 'assets')
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [chunkOf(file), gzipSync(readFileSync(join(dir, file)), { level: 9 }).length]),
  )
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–')
const top = (byChunk: Map<string, number>, count = 4) =>
  [...byChunk]
    .filter(([, value]) => value >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `${name} ${ms(value)}`)
    .join(', ')

/** The markdown tables of one route's traces (the run with the median blocking time in full). */
export function report(route: string, runs: TraceSummary[], sizes: Map<string, number>): string {
  const sorted = [...runs].sort((a, b) => a.blocking - b.blocking)
  const typical = sorted[Math.floor((sorted.length - 1) / 2)]!
  const hydrations = runs.map((run) => (run.hydrated ?? NaN) - run.firstPaint)
  const lines = [
    `### \`${route}\``,
    '',
    `${runs.length} runs: blocking time after the first paint ${runs.map((run) => ms(run.blocking)).join(', ')} ms ` +
      `(median ${ms(median(runs.map((run) => run.blocking)))}); hydrated ${hydrations.map(ms).join(', ')} ms ` +
      `after the first paint (median ${ms(median(hydrations))}). The median run's long tasks ` +
      `(first paint at ${ms(typical.firstPaint)} ms, the \`app\` chunk requested at ` +
      `${ms(typical.appChunk?.sent ?? NaN)} ms and arrived at ${ms(typical.appChunk?.arrived ?? NaN)} ms, ` +
      `hydrated at ${ms(typical.hydrated ?? NaN)} ms):`,
    '',
    '| at (ms) | task (ms) | started by | compile | script by chunk (ms) | GC | style, layout |',
    '| ---: | ---: | --- | ---: | --- | ---: | ---: |',
    ...typical.longTasks.map(
      (task) =>
        `| ${ms(task.start)} | ${ms(task.duration)} | ${task.cause} | ${ms(task.compile)} | ${top(task.scriptByChunk)} | ${ms(task.gc)} | ${ms(task.render)} |`,
    ),
    '',
    '| chunk | gzip -9 | compile (ms) | script (ms) | of it in long tasks |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...[...typical.chunks]
      .filter(([, figures]) => figures.compile + figures.script >= 1)
      .sort((a, b) => b[1].compile + b[1].script - (a[1].compile + a[1].script))
      .map(
        ([name, figures]) =>
          `| ${name} | ${sizes.has(name) ? `${(sizes.get(name)! / 1024).toFixed(1)} KB` : ''} | ${ms(figures.compile)} | ${ms(figures.script)} | ${ms(figures.inLongTasks)} |`,
      ),
    '',
  ]
  return lines.join('\n')
}

/** A build to trace: its client directory, and how its server starts on `port`. */
interface Build {
  name: string
  clientDir: string
  port: number
  start: () => Promise<ChildProcess>
}

/** A whole build (a copy of `dist`) served by its own built server, as `npm start` runs it. */
async function startBuiltServer(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: join(dist, 'client'),
      DATA_DIR: `.tmp/site-server-data-${port}`,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  process.on('exit', () => server.kill())
  await waitUntilServing(`http://127.0.0.1:${port}`, server)
  return server
}

/** `median (run, run, …)` of figures that may be missing (a run without the event). */
const medianOf = (values: number[]) =>
  `${ms(median(values.filter(Number.isFinite)))} (${values.map(ms).join(', ')})`

/** The summary's row of one route on one build. */
function summaryRow(route: string, build: string, runs: TraceSummary[]): string {
  const afterPaint = (run: TraceSummary, time: number | undefined) => (time ?? NaN) - run.firstPaint
  const priorities = [...new Set(runs.map((run) => run.appChunk?.priority ?? '?'))].join('/')
  return [
    '',
    `\`${route}\``,
    build,
    medianOf(runs.map((run) => run.firstPaint)),
    medianOf(runs.map((run) => run.largestPaint ?? NaN)),
    medianOf(runs.map((run) => run.blocking)),
    medianOf(runs.map((run) => run.estimatedBlocking)),
    `${medianOf(runs.map((run) => afterPaint(run, run.appChunk?.sent)))}, ${priorities}`,
    medianOf(runs.map((run) => afterPaint(run, run.appChunk?.arrived))),
    medianOf(runs.map((run) => afterPaint(run, run.hydrated))),
    medianOf(runs.map((run) => afterPaint(run, run.fontsArrived))),
    '',
  ]
    .join(' | ')
    .trim()
}

async function main() {
  const options = process.argv.slice(2)
  const option = (name: string) =>
    options.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const port = Number(option('port') ?? 8730)
  const runCount = Number(option('runs') ?? 3)
  // --cpu=1: the CPU unthrottled, and the blocking time estimated from CPU time (x4).
  const cpu = Number(option('cpu') ?? 4)
  const routes = options.filter((arg) => !arg.startsWith('--'))
  const builds: Build[] = [
    {
      name: 'this build',
      clientDir: 'dist/client',
      port,
      start: () => startSiteServer(port, { clientDir: 'dist/client' }),
    },
  ]
  const before = option('before')
  if (before)
    builds.push({
      name: `before (${before})`,
      clientDir: before,
      port: port + 1,
      start: () => startSiteServer(port + 1, { clientDir: before }),
    })
  for (const arg of options.filter((option) => option.startsWith('--build='))) {
    const [name, dist] = arg.slice('--build='.length).split(':') as [string, string]
    const buildPort = port + builds.length
    builds.push({
      name,
      clientDir: join(dist, 'client'),
      port: buildPort,
      start: () => startBuiltServer(dist, buildPort),
    })
  }
  const servers = await Promise.all(builds.map((build) => build.start()))
  const browser = await launchChromium()
  const summary: string[] = [
    '| route | build | first paint (ms after navigation; median, runs) | largest contentful paint | blocking after first paint | estimated from CPU time x4 | `app` chunk requested after first paint, priority | `app` chunk arrived after first paint | hydrated after first paint | web fonts arrived after first paint |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  try {
    for (const route of routes.length ? routes : ['/', '/interview/demo']) {
      const runs = builds.map(() => [] as TraceSummary[])
      for (let run = 0; run < runCount; run++)
        for (const [index, build] of builds.entries()) {
          process.stderr.write(`tracing ${route} on ${build.name} (${run + 1}/${runCount})\n`)
          const url = `http://127.0.0.1:${build.port}${route}`
          runs[index]!.push(summarize(await traceVisit(browser, url, cpu), 4 / cpu))
        }
      for (const [index, build] of builds.entries()) {
        console.log(
          `${report(`${route}, ${build.name}`, runs[index]!, chunkSizes(build.clientDir))}`,
        )
        summary.push(summaryRow(route, build.name, runs[index]!))
      }
    }
    console.log(summary.join('\n'))
  } finally {
    await browser.close()
    servers.forEach((server) => server.kill())
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
