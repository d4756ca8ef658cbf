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

// The Stately inspector is for testers who ask for it (?inspect): its chunk must exist, load
// lazily, and be part of no route's JavaScript.
const inspectorChunk = Object.entries(manifest).find(([key]) =>
  key.endsWith('src/ui/app/createAppInspector.ts'),
)?.[1]
if (!inspectorChunk?.isDynamicEntry) {
  console.error('The inspector is not a lazily loaded chunk of its own.')
  process.exit(1)
}
const loadingInspector = [...routeSources()]
  .filter(([id]) => id !== '__root__')
  .filter(([id]) => assetsFor(manifest, ['__root__', id]).js.includes(inspectorChunk.file))
  .map(([, { path }]) => path)
if (loadingInspector.length > 0) {
  console.error(`These routes load the inspector without ?inspect: ${loadingInspector.join(', ')}`)
  process.exit(1)
}
console.log(
  `The inspector (${gzipKb(inspectorChunk.file).toFixed(1)} KB) loads only with ?inspect.`,
)
