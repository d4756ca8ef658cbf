// `npm run inspect:log`: a WebSocket inspector on this machine, for testing without internet.
// Open the site with `?inspect=ws://127.0.0.1:8790` and every actor's events and snapshots are
// printed here (passwords, tokens and codes arrive already redacted).
import { WebSocketServer } from 'ws'

const port = Number(process.env.INSPECT_PORT ?? 8790)
const server = new WebSocketServer({ host: '127.0.0.1', port })

interface InspectionMessage {
  type: string
  sessionId?: string
  name?: string
  event?: { type?: string }
  snapshot?: { value?: unknown; context?: unknown }
}

function describe(message: InspectionMessage): string {
  const actor = (message.sessionId ?? '').padEnd(6)
  switch (message.type) {
    case '@xstate.actor':
      return `${actor} started ${message.name ?? ''}`
    case '@xstate.event':
      return `${actor} ← ${JSON.stringify(message.event)}`
    case '@xstate.snapshot':
      return `${actor} = ${JSON.stringify(message.snapshot?.value)} ${JSON.stringify(message.snapshot?.context ?? {})}`
    default:
      return `${actor} ${message.type}`
  }
}

server.on('connection', (socket) => {
  console.log('a page connected')
  socket.on('message', (data) => {
    const text = String(data)
    try {
      console.log(describe(JSON.parse(text) as InspectionMessage))
    } catch {
      console.log(text)
    }
  })
})
server.on('listening', () =>
  console.log(`Inspector listening: open the site with ?inspect=ws://127.0.0.1:${port}`),
)
