// The data directory holds password hashes, e-mail addresses and the signing secret: only its
// owner may read it. The directory's own mode (0700) is what keeps others out of everything
// below; its files lose group and others' access as well (0600), because PGlite's file system
// layer gives the files it writes modes of its own (0644, 0666) that no umask changes.
import { accessSync, chmodSync, constants, mkdirSync, statSync } from 'node:fs'
import { chmod, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { StartError } from '../startError.ts'

/** Creates `dir` (0700) when missing, or takes group and others' access away when it exists.
 *  A directory the server cannot have or write is a StartError that says what to do. */
export function privateDirectory(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error(dir), { code: 'EEXIST' })
    ownerOnly(dir)
    accessSync(dir, constants.W_OK | constants.X_OK)
  } catch (error) {
    throw dataDirError(dir, error)
  }
}

/** The one line that explains why the server cannot use `dir` as its data directory. */
export function dataDirError(dir: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code
  const user = `the server's user (uid ${process.getuid?.() ?? '?'})`
  switch (code) {
    case 'EEXIST':
    case 'ENOTDIR':
      return new StartError(
        `The data directory ${dir} is a file, or lies under one: set DATA_DIR to a directory ` +
          '(it is created when missing).',
      )
    case 'EACCES':
    case 'EPERM':
      return new StartError(
        `The data directory ${dir} cannot be written by ${user}: give it the directory ` +
          `(chown -R that user ${dir}) or set DATA_DIR to one it may write.`,
      )
    case 'EROFS':
      return new StartError(
        `The data directory ${dir} is on a read-only file system: set DATA_DIR to a writable one.`,
      )
    case 'ENOSPC':
      return new StartError(`The disk of the data directory ${dir} is full: free space on it.`)
    default:
      return error as Error
  }
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
