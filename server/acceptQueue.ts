// The connections the kernel holds for a listening port that node has not accepted yet: their
// handshake is done and their request may be sent. Closing the listening socket resets every
// one of them (ECONNRESET after sending, which a proxy cannot retry for a POST), so the drain
// closes it when this is 0 and counts what it was otherwise. Read from Linux's /proc/net/tcp
// and tcp6: for a listening socket (state 0A) rx_queue is its accept queue; a half-open
// connection to the port (SYN_RECV, 03) is on its way into it. Elsewhere: undefined.
import { readFileSync } from 'node:fs'

const tables = ['/proc/net/tcp', '/proc/net/tcp6']
const listening = '0A'
const halfOpen = '03'

/** How many connections wait to be accepted on `port`; undefined where the kernel does not
 *  say (not Linux, or no listening socket found on that port). */
export function waitingConnections(port: number): number | undefined {
  let waiting = 0
  let found = false
  for (const table of tables) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    // "sl local_address rem_address st tx_queue:rx_queue …", addresses as hex ip:port.
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/)
      if (!local || !queues || Number.parseInt(local.split(':')[1] ?? '', 16) !== port) continue
      if (state === listening) {
        found = true
        waiting += Number.parseInt(queues.split(':')[1] ?? '0', 16)
      } else if (state === halfOpen) {
        waiting++
      }
    }
  }
  return found ? waiting : undefined
}
