// main.ts's first import: the process's own events go to the log (processLog.ts) before any
// other module is loaded, so that a warning a package emits while it loads is a JSON line too.
import { log } from './log.ts'
import { logProcessEvents } from './processLog.ts'

logProcessEvents(log, { exit: (code) => log.flush(() => process.exit(code)) })
