// A fresh data directory starts from a copy of an empty, migrated database made when the server
// is built (scripts/build-server.ts), instead of running PostgreSQL's initdb in WebAssembly:
// initdb costs about 5 s of CPU (17 s on the busy 2-core machine), the copy with its fsyncs
// well under one (docs/server.md, "The start's lines"). Without a template (the server run
// from source, or a template of another PGlite version) the start creates the database as
// before. The copy is made beside its place and renamed into it once on the disk, so a crash
// during it leaves no half database behind, only a directory the next start removes.
import { createRequire } from 'node:module'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cp, open, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { serverFile } from '../files.ts'

/** Where the build puts the template: beside the bundle, as the migrations are. */
export const templateDirectory = serverFile('pglite-template')

/** The file in the template that names the PGlite that made it. */
export const markerFile = 'nova-template.json'

/** The installed PGlite's version: its data directory's format is that version's. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url)
  const entry = require.resolve('@electric-sql/pglite')
  let directory = dirname(entry)
  while (!existsSync(join(directory, 'package.json'))) directory = dirname(directory)
  return (JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { version: string })
    .version
}

/** Writes the marker of a template just made in `directory` (a closed, migrated database). */
export function markTemplate(directory: string): void {
  writeFileSync(join(directory, markerFile), JSON.stringify({ pglite: pgliteVersion() }))
}

/** True when `template` holds a template made by the installed PGlite. */
export function usableTemplate(template: string): boolean {
  try {
    const marker = JSON.parse(readFileSync(join(template, markerFile), 'utf8')) as {
      pglite?: string
    }
    return marker.pglite === pgliteVersion()
  } catch {
    return false
  }
}

/** Copies fsynced to disk at once: at most this many files open together. */
const syncBatch = 16

/** fsync(2) of every file and directory under `directory`, and of itself. */
async function syncTree(directory: string): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  const paths = entries
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
  paths.push(directory)
  for (let start = 0; start < paths.length; start += syncBatch) {
    await Promise.all(paths.slice(start, start + syncBatch).map(syncPath))
  }
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

const copyPrefix = (directory: string) => `${basename(directory)}.copy-`

/**
 * Makes `directory` (missing or empty) a copy of `template`, on the disk before it takes the
 * name. Removes the leftovers of a copy a crash interrupted. Called under the data
 * directory's lock.
 */
export async function copyTemplate(template: string, directory: string): Promise<void> {
  const parent = dirname(directory)
  for (const name of await readdir(parent)) {
    if (name.startsWith(copyPrefix(directory))) {
      await rm(join(parent, name), { recursive: true, force: true })
    }
  }
  const copy = join(parent, `${copyPrefix(directory)}${process.pid}`)
  await cp(template, copy, { recursive: true })
  await rm(join(copy, markerFile), { force: true })
  await syncTree(copy)
  await rm(directory, { recursive: true, force: true }) // an empty directory, if any
  await rename(copy, directory)
  await syncPath(parent)
}
