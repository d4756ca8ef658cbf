// The built server (scripts/build-server.ts) the server and fault suites run with plain node,
// made once per suite by its global setup rather than by each file that needs one: a build is
// an esbuild bundle and an empty PGlite database made by initdb and every migration (its
// template), about 5 s of CPU. `npm test` builds the site and the server before these suites
// and names its build in SERVER_BUILD, so they make none at all.
import { rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { buildServer, builtServerDir } from '../../scripts/build-server.ts'
import { markerFile } from '../../server/db/pgliteTemplate.ts'
import { copyTree } from './copyTree.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built server's entry (main.js). */
    serverBuild: string
  }
}

export interface ServerBuild {
  /** The directory of main.js, its chunks, migrations and pglite-template. */
  dir: string
  /** Removes the build when this suite made it; leaves one it was given alone. */
  remove: () => void
}

export async function serverBuild(): Promise<ServerBuild> {
  const given = process.env.SERVER_BUILD
  // Absolute: a process started in another directory finds it too.
  if (given) return { dir: resolve(given), remove: () => {} }
  const dir = builtServerDir()
  await buildServer(dir)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The empty, migrated PGlite database of a build (a copy of it is what a first start makes). */
export const buildTemplate = (build: ServerBuild) => join(build.dir, 'pglite-template')

/** The template of the build whose entry is `main` (main.js). */
export const templateBeside = (main: string) => join(dirname(main), 'pglite-template')

/** Copies a build's template to `target` as a first start copies it: without the marker that
 *  names it a template (server/db/pgliteTemplate.ts). */
export function copyAsStarted(template: string, target: string): void {
  copyTree(template, target)
  rmSync(join(target, markerFile))
}
