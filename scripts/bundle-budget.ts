// Prints the JavaScript each route loads (gzip: the entry, its static imports and the route's
// code-split chunks) and fails when `/` exceeds its budget.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { assetsFor, clientDir, readManifest, routeSources } from './lib/build-manifest.ts'

const budgets: Record<string, number> = { '/': 135 }

const manifest = readManifest()
const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024

const rows = [...routeSources()]
  .filter(([id]) => id !== '__root__')
  .map(([id, { path }]) => {
    const { js } = assetsFor(manifest, ['__root__', id])
    const kb = js.reduce((sum, file) => sum + gzipKb(file), 0)
    return { route: path, files: js.length, kb, budget: budgets[path] }
  })
  .sort((a, b) => a.route.localeCompare(b.route))

console.log('JavaScript loaded per route (gzip):')
for (const row of rows) {
  const verdict =
    row.budget === undefined
      ? ''
      : row.kb <= row.budget
        ? `  ok (budget ${row.budget} KB)`
        : `  OVER BUDGET (${row.budget} KB)`
  console.log(
    `  ${row.route.padEnd(48)} ${row.kb.toFixed(1).padStart(7)} KB in ${String(row.files).padStart(2)} files${verdict}`,
  )
}
const over = rows.filter((row) => row.budget !== undefined && row.kb > row.budget)
if (over.length > 0) {
  console.error(`Bundle budget exceeded: ${over.map((row) => row.route).join(', ')}`)
  process.exit(1)
}
