// PGlite runs PostgreSQL on the main thread: if it ever spins there, no request, health check
// or SIGTERM is handled again and the process never ends by itself. A worker thread, which
// keeps running, kills the process when the main thread has not answered for `timeoutMs`, so
// that its supervisor starts a new one.
import { Worker } from 'node:worker_threads'

const watcher = `
const { parentPort, workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
let last = Date.now()
parentPort.on('message', () => { last = Date.now() })
setInterval(() => {
  const silent = Date.now() - last
  if (silent < workerData.timeoutMs) return
  // One line of the log's shape (server/log.ts), written from this thread: the main one,
  // where the logger lives, is the one that is stuck.
  writeSync(1, JSON.stringify({
    level: 'fatal', time: new Date().toISOString(), service: 'nova-club', event: 'watchdog',
    silentMs: silent,
    msg: 'The server stopped answering (its main thread has been busy for ' +
      Math.round(silent / 1000) + ' s): killing it so that it is started again.',
  }) + '\\n')
  process.kill(process.pid, 'SIGKILL')
}, Math.min(1000, workerData.timeoutMs / 4))
`

/** Starts the watchdog; the returned function stops it. */
export function startWatchdog(timeoutMs: number): () => void {
  const worker = new Worker(watcher, { eval: true, workerData: { timeoutMs } })
  const heartbeat = setInterval(() => worker.postMessage(0), Math.min(1000, timeoutMs / 4))
  // Neither keeps a process alive that has nothing else to do.
  heartbeat.unref()
  worker.unref()
  return () => {
    clearInterval(heartbeat)
    void worker.terminate()
  }
}
