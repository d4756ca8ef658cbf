// A sending instance of its own, for outbox-crash.test.ts: opens the store (DATA_DIR,
// DATABASE_URL), runs the mail worker against SMTP_URL with a lease of LEASE_MS, and says
// "ready" on stdout. The test kills it with SIGKILL while the SMTP server holds its DATA.
import { openDatabase } from '../../../server/db/database.ts'
import { createLogger } from '../../../server/log.ts'
import { smtpTransport } from '../../../server/mail/transport.ts'
import { startMailWorker } from '../../../server/mail/worker.ts'

const database = await openDatabase({
  dataDir: process.env.DATA_DIR!,
  databaseUrl: process.env.DATABASE_URL || undefined,
})
startMailWorker({
  db: database.db,
  transport: smtpTransport(process.env.SMTP_URL!, 'Nova Club <no-reply@novaclub.example>'),
  logger: createLogger({ level: 'silent' }),
  instance: 'doomed-sender',
  leaseMs: Number(process.env.LEASE_MS),
  pollMs: 20,
})
process.stdout.write('ready\n')
