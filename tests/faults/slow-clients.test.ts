// Slow clients (slowloris): connections that send their headers, or a body, a byte at a time
// must be dropped at the header and request limits while everyone else is served. The limits
// are lowered here (HEADERS_TIMEOUT_MS=2000, REQUEST_TIMEOUT_MS=3000) to keep the test short;
// the defaults (10 s, 30 s) work the same way.
import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { recordFigure } from './figures.ts'
import { since, startServerProcess, stopServerProcess } from './support/processes.ts'
import { migratedDataDir } from './support/store.ts'

const headersLimitMs = 2000
const requestLimitMs = 3000
/** node:http checks the limits once a second (server.ts): a connection may outlive its limit
 *  by that much, plus the machine's slack. */
const slackMs = 2500
const slowConnections = 20
/** Every wait is bounded by this. */
const testLimitMs = 20_000

interface Slow {
  socket: Socket
  /** Milliseconds from connecting until the server closed it; undefined while open. */
  closedAfter?: number
}

/** Opens a connection to `port` that sends `opening` at once, then one byte a second. */
function slowClient(port: number, opening: string): Slow {
  const socket = connect(port, '127.0.0.1')
  const slow: Slow = { socket }
  const started = Date.now()
  socket.on('error', () => {})
  socket.on('data', () => {})
  socket.once('connect', () => socket.write(opening))
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write('a')
  }, 1000)
  socket.once('close', () => {
    clearInterval(drip)
    slow.closedAfter = since(started)
  })
  setTimeout(() => {
    clearInterval(drip)
    socket.destroy()
  }, testLimitMs).unref()
  return slow
}

describe('slow clients', () => {
  it('are dropped at the header and request limits while others are served', async () => {
    const dataDir = migratedDataDir()
    const server = await startServerProcess(dataDir, {
      env: {
        HEADERS_TIMEOUT_MS: String(headersLimitMs),
        REQUEST_TIMEOUT_MS: String(requestLimitMs),
      },
    })
    const port = Number(new URL(server.url).port)
    const half = slowConnections / 2
    const slowHeaders = Array.from({ length: half }, () =>
      slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: club\r\nX-Slow: '),
    )
    // With the CSRF pair, or the server answers 403 at once without waiting for the body.
    const { csrfToken } = await Client.connect(server.url)
    const slowBodies = Array.from({ length: half }, () =>
      slowClient(
        port,
        'POST /api/subscriptions HTTP/1.1\r\nHost: club\r\nContent-Type: application/json\r\n' +
          `Cookie: XSRF-TOKEN=${csrfToken}\r\nX-XSRF-TOKEN: ${csrfToken}\r\n` +
          'Content-Length: 60000\r\n\r\n{"email":"',
      ),
    )
    const slow = [...slowHeaders, ...slowBodies]

    // Others are served meanwhile.
    let served = 0
    let failed = 0
    const deadline = Date.now() + requestLimitMs + slackMs
    while (Date.now() < deadline && slow.some((client) => client.closedAfter === undefined)) {
      const status = await fetch(`${server.url}/api/health`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) served++
      else failed++
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const headersClosed = slowHeaders.map((client) => client.closedAfter ?? Infinity)
    const bodiesClosed = slowBodies.map((client) => client.closedAfter ?? Infinity)
    for (const client of slow) client.socket.destroy()

    recordFigure({ name: 'slow clients: connections opened', value: slowConnections })
    recordFigure({
      name: `slow headers: latest closed after ms (limit ${headersLimitMs})`,
      value: Math.max(...headersClosed),
      expected: `<= ${headersLimitMs + slackMs}`,
    })
    recordFigure({
      name: `slow bodies: latest closed after ms (limit ${requestLimitMs})`,
      value: Math.max(...bodiesClosed),
      expected: `<= ${requestLimitMs + slackMs}`,
    })
    recordFigure({ name: 'slow clients: other requests served meanwhile', value: served })
    recordFigure({ name: 'slow clients: other requests failed', value: failed, expected: '0' })

    for (const ms of headersClosed) {
      expect(ms).toBeGreaterThanOrEqual(headersLimitMs - 100)
      expect(ms).toBeLessThanOrEqual(headersLimitMs + slackMs)
    }
    for (const ms of bodiesClosed) {
      expect(ms).toBeGreaterThanOrEqual(requestLimitMs - 100)
      expect(ms).toBeLessThanOrEqual(requestLimitMs + slackMs)
    }
    expect(failed).toBe(0)
    expect(served).toBeGreaterThan(5)
    expect(await stopServerProcess(server)).toBe(0)
  })
})
