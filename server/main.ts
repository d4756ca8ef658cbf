// Starts the server on PORT (default 8787): the built site, on one port.
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'

const port = Number(process.env.PORT ?? 8787)
const hostname = process.env.HOST ?? '127.0.0.1'
const clientDir = process.env.CLIENT_DIR ?? 'dist/client'

const app = createApp({ clientDir })
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shownHost = hostname === '0.0.0.0' ? 'localhost' : hostname
  console.log(`Nova Club is running at http://${shownHost}:${info.port}/`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
