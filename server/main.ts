// `npm run serve` (and `npm start`, after building): the site and its API on one port.
import { loadConfig, type ServerConfig } from './config.ts'
import { demo, demoPagePaths } from './demo/seed.ts'
import { startServer, type RunningServer } from './server.ts'
import { StartError } from './startError.ts'

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
