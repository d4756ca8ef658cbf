// The server as plain JavaScript (part of `npm run build`): one ES module bundle of server/
// and the shared API code in dist/server/main.js, run with `node` alone, with no TypeScript
// compiler at start. Packages stay in node_modules (PGlite finds its WebAssembly next to its
// own files), the database drivers in chunks of their own; the files the server reads at run time are copied beside the bundle.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { build } from 'esbuild'
import { makePgliteTemplate } from '../server/db/pglite.ts'

/** Builds into `outDir` (dist/server unless given as the first argument). */
export async function buildServer(outDir = 'dist/server'): Promise<void> {
  rmSync(outDir, { recursive: true, force: true })
  await build({
    entryPoints: { main: 'server/main.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The database halves are imported when chosen (server/db/database.ts): each in a chunk of
    // its own, so that a start loads only the driver it uses. The chunks sit beside main.js:
    // server/files.ts finds the copied files from its own module's place.
    splitting: true,
    // Lets a stack trace name the source file: `node --enable-source-maps dist/server/main.js`.
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  cpSync('server/migrations', `${outDir}/migrations`, { recursive: true })
  cpSync('server/demo/pages', `${outDir}/demo/pages`, { recursive: true })
  // The empty, migrated database a fresh data directory is copied from (server/db/pgliteTemplate.ts).
  await makePgliteTemplate(`${outDir}/pglite-template`)
}

/** A new directory for a build of the tests: inside the repository (dist/, not tracked), where
 *  the bundle's imports find node_modules as they do from dist/server. */
export function builtServerDir(): string {
  mkdirSync('dist', { recursive: true })
  return mkdtempSync('dist/server-test-')
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2])
