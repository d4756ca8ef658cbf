// A process whose main thread spins forever once the watchdog runs (data-dir.test.ts): it must
// be killed by the watchdog, as the server would be if PGlite spun on its main thread.
import { startWatchdog } from '../../../server/watchdog.ts'

startWatchdog(Number(process.argv[2]))
process.on('SIGTERM', () => {})
console.log('spinning')
for (;;);
