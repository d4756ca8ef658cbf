// A WebSocket inspector on 127.0.0.1, as `npm run inspect:log` is, for the tests of the
// `?inspect=ws://…` transport: it keeps every message it receives.
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'

/** Listens on `port` (0: any free one) until `close()`, which also drops the pages connected. */
export async function startLogServer(port = 0) {
  const server = new WebSocketServer({ host: '127.0.0.1', port })
  await once(server, 'listening')
  const messages: string[] = []
  server.on('connection', (socket) => socket.on('message', (data) => messages.push(String(data))))
  const close = () => {
    for (const client of server.clients) client.terminate()
    server.close()
  }
  const bound = (server.address() as AddressInfo).port
  return { port: bound, url: `ws://127.0.0.1:${bound}`, messages, close }
}
