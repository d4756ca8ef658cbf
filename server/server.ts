// Starts the server: opens the database (applying migrations), adds the demo data when asked
// for, and listens. Used by main.ts, the tests and the benchmark.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { jwtSecretFile, operatorTokenFile, persistentSecret } from './auth/secrets.ts'
import { createTokenService } from './auth/tokens.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase, type Database } from './db/database.ts'
import { addDemoData, refreshDemoLinks } from './demo/seed.ts'
import { unavailableOnceLost } from './http/unavailable.ts'
import { StartError } from './startError.ts'

export interface RunningServer {
  /** The address it listens on, e.g. http://127.0.0.1:8787 */
  url: string
  /** The origin people reach it at (PUBLIC_URL, or `url`). */
  publicUrl: string
  database: Database
  demoDataAdded: boolean
  close(): Promise<void>
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(config)
  let server: Server | undefined
  const close = async () => {
    if (server) {
      const listening = server
      await new Promise<void>((resolve) => {
        listening.close(() => resolve())
        listening.closeAllConnections()
      })
    }
    await database.close()
  }
  try {
    const app = createApp({
      clientDir: config.clientDir,
      db: database.db,
      pingDatabase: database.ping,
      tokens: createTokenService(persistentSecret(config.dataDir, jwtSecretFile, config.jwtSecret)),
      operatorToken: persistentSecret(config.dataDir, operatorTokenFile, config.operatorToken),
      trustProxy: config.trustProxy,
      rateLimits: config.rateLimits,
      limitsPool: database.limitsPool,
    })
    // Requests wait until the demo data is in, which needs the port when it is chosen freely;
    // from then on they go straight to the app, without a wait of their own.
    let becomeReady = () => {}
    const ready = new Promise<void>((resolve) => (becomeReady = resolve))
    const answer = unavailableOnceLost(database.fatal, (request, env) => app.fetch(request, env))
    let handle: typeof answer = async (request, env) => {
      await ready
      return answer(request, env)
    }
    server = await listen((request, env) => handle(request, env), config)
    const { port } = server.address() as AddressInfo
    const shownHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host
    const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`
    const publicUrl = config.publicUrl ?? url
    const demoDataAdded = config.demoData && (await addDemoData(database.db, publicUrl))
    await refreshDemoLinks(database.db, publicUrl)
    handle = answer
    becomeReady()
    return { url, publicUrl, database, demoDataAdded, close }
  } catch (error) {
    await close()
    throw error
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: ServerConfig) {
  return new Promise<Server>((resolve, reject) => {
    // Without other options, @hono/node-server serves with node:http.
    const server = serve({ fetch, port: config.port, hostname: config.host }, () =>
      resolve(server as Server),
    )
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartError(
              `Port ${config.port} of ${config.host} is in use: stop what uses it, or set PORT.`,
            )
          : error,
      ),
    )
  })
}
