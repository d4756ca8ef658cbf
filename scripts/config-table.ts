// `npm run config:table`: writes the table of every environment variable into
// docs/operations.md ("Configuration") from the schema (server/config/variables.ts).
// `-- --check` only says whether the document's table is current (as the test does).
import { readFileSync, writeFileSync } from 'node:fs'
import { operationsDoc, operationsWithTable } from './lib/config-table.ts'

const current = readFileSync(operationsDoc, 'utf8')
const written = await operationsWithTable()
if (process.argv.includes('--check')) {
  if (written !== current) {
    console.error(`The table of variables in ${operationsDoc} is stale: run npm run config:table.`)
    process.exit(1)
  }
  console.log(`The table of variables in ${operationsDoc} is current.`)
} else if (written === current) {
  console.log(`${operationsDoc}: its table of variables was current already.`)
} else {
  writeFileSync(operationsDoc, written)
  console.log(`${operationsDoc}: table of variables written.`)
}
