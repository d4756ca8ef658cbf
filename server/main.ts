// `npm run serve` (and `npm start`, after building): the site and its API on one port.
import { loadConfig } from './config.ts'
import { DataDirLockedError } from './db/lock.ts'
import { demo, demoPagePaths } from './demo/seed.ts'
import { startServer } from './server.ts'

const config = loadConfig()
const started = Date.now()
let server
try {
  server = await startServer(config)
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0))
  })
}
