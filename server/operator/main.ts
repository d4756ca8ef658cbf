// Entry of `npm run club`: runs one operator command and prints its result.
import { run, usage, UsageError } from './cli.ts'

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`${message}${error instanceof UsageError ? `\n\n${usage}` : ''}\n`)
  process.exit(1)
}
