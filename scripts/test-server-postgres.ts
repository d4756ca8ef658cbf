// The server's tests against PostgreSQL: starts a throwaway cluster, runs the same tests with
// DATABASE_URL pointing at it (arguments are passed on to Vitest), and always removes it.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startThrowawayPostgres, stopOnExit } from './lib/throwaway-postgres.ts'

const cluster = await startThrowawayPostgres()
stopOnExit(cluster)
console.log(`PostgreSQL ${cluster.version} at ${cluster.url}`)
// Vitest's own command, not `npx vitest`: npx took seconds to find it on a busy machine.
const vitest = fileURLToPath(new URL('../node_modules/.bin/vitest', import.meta.url))
const { status } = spawnSync(
  vitest,
  ['run', '-c', 'vitest.server.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } },
)
cluster.stop()
process.exit(status ?? 1)
