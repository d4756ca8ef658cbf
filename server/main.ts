// `npm run serve` (and `npm start`, after building): the site and its API on one port.
// First: from here on, whatever the process or a package says is a JSON log line.
import './logProcess.ts'
import { loadConfig, type ServerConfig } from './config.ts'
import { errorFields, log } from './log.ts'
import { demo, demoPagePaths } from './demo/seed.ts'
import { describeStop } from './drain.ts'
import { startServer, type RunningServer } from './server.ts'
import { StartError } from './startError.ts'
import { reportStartTo } from './startProgress.ts'
import { startWatchdog } from './watchdog.ts'

/** How long the main thread may stay busy before the process is killed (watchdog.ts). */
const watchdogTimeoutMs = 10_000

const started = Date.now()
reportStartTo(log)
log.info({ event: 'starting', pid: process.pid, node: process.version }, 'Nova Club starting')
let config: ServerConfig
let server: RunningServer
try {
  config = loadConfig()
  server = await startServer(config)
} catch (error) {
  const refused = error instanceof StartError
  log.fatal(
    { event: 'start-failed', ...(refused ? {} : { err: error }) },
    refused ? error.message : `Nova Club could not start: ${String(errorFields(error).message)}`,
  )
  // A refusal (configuration, data directory, port) is also the one line a person reads.
  if (refused) process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

/** How long the database may take to close after the drain before the process ends anyway. */
const databaseCloseMs = 5000

/** Ends the process once the log lines written so far are out. */
const exitAfterLog = (code: number) => log.flush(() => process.exit(code))

// Before saying it runs: a supervisor may stop it the moment it reads that line. The first
// SIGTERM or SIGINT drains and stops; later ones (a supervisor or a person asking again) are
// noted once and change nothing, so the database is closed once and the exit stays clean.
let stopping = false
let repeatNoted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      if (!repeatNoted) {
        repeatNoted = true
        log.info(
          { event: 'signal-ignored', signal },
          `${signal} again: already stopping (at most ${config.drainTimeoutMs} ms more)`,
        )
      }
      return
    }
    stopping = true
    // SIGINT is a person at a terminal (Ctrl-C): no balancer needs the grace to notice.
    const graceMs = signal === 'SIGINT' ? 0 : config.drainGraceMs
    log.info(
      {
        event: 'stopping',
        signal,
        drainGraceMs: graceMs,
        drainTimeoutMs: config.drainTimeoutMs,
      },
      `${signal}: stopping; /api/ready answers 503, serving on for ${graceMs} ms, ` +
        'then requests in flight may finish',
    )
    void server.stop({ graceMs }).then(
      ({ drainMs, cut, reset }) => {
        log.info(
          { event: 'stopped', drainMs, cut, reset, uptimeMs: Date.now() - started },
          describeStop({ ms: drainMs, cut, reset }),
        )
        exitAfterLog(0)
      },
      (error: unknown) => {
        log.error({ event: 'stop-failed', err: error }, 'The database did not close cleanly')
        exitAfterLog(1)
      },
    )
    // A database that no longer answers must not keep the process from ending.
    setTimeout(() => {
      log.error({ event: 'stop-timeout' }, 'The database did not close in time: exiting')
      exitAfterLog(1)
    }, config.drainTimeoutMs + databaseCloseMs).unref()
  })
}

const lines = [
  `Nova Club is running at ${server.publicUrl}/ (started in ${Date.now() - started} ms)`,
  `Data: ${server.database.location}`,
  `Mail: ${server.mailTo}`,
]
if (config.demoData) {
  lines.push(
    `Demo sign-in: ${demo.username} / ${demo.password}`,
    `Demo access code: ${demo.accessCode}`,
    `Talent Agents' console: ${server.publicUrl}/agents (${demo.admin.username} / ${demo.admin.password}, ` +
      `or the agent ${demo.agent.username} / ${demo.agent.password})`,
    `Demo interview: ${server.publicUrl}/interview/${demo.campaignHash} ` +
      `(its pages: ${demoPagePaths.interview}, ${demoPagePaths.scheduler})`,
  )
}
// The banner, for a person at a terminal: written as it is, the one text on stdout (a
// console.log would now be a log line, logProcess.ts).
process.stdout.write(`${lines.join('\n')}\n`)
log.info(
  {
    event: 'started',
    url: server.url,
    publicUrl: server.publicUrl,
    data: server.database.location,
    durability: server.database.durability,
    startMs: Date.now() - started,
    drainTimeoutMs: config.drainTimeoutMs,
    headersTimeoutMs: config.headersTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
    pid: process.pid,
    node: process.version,
  },
  `Nova Club is listening at ${server.url} (started in ${Date.now() - started} ms)`,
)

// The embedded database's disk refuses writes: answer 503 for a moment, then end with an error
// so that the supervisor starts the server again, which recovers every acknowledged write.
void server.database.fatal?.then((error) => {
  log.fatal(
    { event: 'storage-fault', err: error },
    `The embedded database can no longer write its files (${String(errorFields(error).message)}). ` +
      "Stopping; free space on the disk or give the server's user write access again.",
  )
  setTimeout(() => exitAfterLog(1), 1000)
})
startWatchdog(watchdogTimeoutMs)
