// `npm run serve` (and `npm start`, after building): the site and its API on one port.
import { loadConfig, type ServerConfig } from './config.ts'
import { demo, demoPagePaths } from './demo/seed.ts'
import { startServer, type RunningServer } from './server.ts'
import { StartError } from './startError.ts'
import { startWatchdog } from './watchdog.ts'

/** How long the main thread may stay busy before the process is killed (watchdog.ts). */
const watchdogTimeoutMs = 10_000

const started = Date.now()
let config: ServerConfig
let server: RunningServer
try {
  config = loadConfig()
  server = await startServer(config)
} catch (error) {
  console.error(error instanceof StartError ? error.message : error)
  process.exit(1)
}

// Before saying it runs: a supervisor may stop it the moment it reads that line.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0))
    // A database that no longer answers must not keep the process from ending.
    setTimeout(() => process.exit(1), 10_000).unref()
  })
}

const lines = [
  `Nova Club is running at ${server.publicUrl}/ (started in ${Date.now() - started} ms)`,
  `Data: ${server.database.location}`,
]
if (config.demoData) {
  lines.push(
    `Demo sign-in: ${demo.username} / ${demo.password}`,
    `Demo access code: ${demo.accessCode}`,
    `Demo interview: ${server.publicUrl}/interview/${demo.campaignHash} ` +
      `(its pages: ${demoPagePaths.interview}, ${demoPagePaths.scheduler})`,
  )
}
console.log(lines.join('\n'))

// The embedded database's disk refuses writes: answer 503 for a moment, then end with an error
// so that the supervisor starts the server again, which recovers every acknowledged write.
void server.database.fatal?.then((error) => {
  console.error(
    `The embedded database can no longer write its files (${error.message.split('\n')[0]}). ` +
      "Stopping; free space on the disk or give the server's user write access again.",
  )
  setTimeout(() => process.exit(1), 1000)
})
startWatchdog(watchdogTimeoutMs)
