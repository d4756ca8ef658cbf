// The data directory holds password hashes, e-mail addresses and the signing secret: only its
// owner may read it. The directory's own mode (0700) is what keeps others out of everything
// below; its files lose group and others' access as well (0600), because PGlite's file system
// layer gives the files it writes modes of its own (0644, 0666) that no umask changes.
import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { chmod, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** Creates `dir` (0700) when missing, or takes group and others' access away when it exists. */
export function privateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  ownerOnly(dir)
}

/** Takes group and others' access away from everything under `dir` (links are left alone).
 *  The stat calls of a directory's entries run together on the thread pool: a PGlite tree is a
 *  thousand files. */
export async function privateTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true })
  await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        await ownerOnlyAsync(path)
        await privateTree(path)
      } else if (entry.isFile()) {
        await ownerOnlyAsync(path)
      }
    }),
  )
}

function ownerOnly(path: string): void {
  const mode = statSync(path).mode & 0o7777
  if (mode & 0o077) chmodSync(path, mode & 0o700)
}

async function ownerOnlyAsync(path: string): Promise<void> {
  const mode = (await stat(path)).mode & 0o7777
  if (mode & 0o077) await chmod(path, mode & 0o700)
}
