// PGlite does not lock its data directory, and two processes writing one directory silently
// lose writes: the server holds this lock first and refuses to start while another holds it.
//
// The lock is a socket name the kernel hands out once: binding is atomic (two processes started
// in the same millisecond cannot both get it) and the kernel frees the name the moment its
// holder dies, kill -9 included, so no stale lock is ever left behind. On Linux it is an
// abstract-namespace Unix socket (no file; scoped to the network namespace, so two containers
// sharing a volume are not protected from each other), on Windows a named pipe. Elsewhere there
// is no such primitive and the embedded database refuses to start.
import { createHash } from 'node:crypto'
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'

import { StartError } from '../startError.ts'

export class DataDirLockedError extends StartError {}

/** The kernel-held name that stands for `dataDir`, or undefined where there is none. */
export function lockName(dataDir: string, platform = process.platform): string | undefined {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32)
  if (platform === 'linux') return `\0nova-club:${id}`
  if (platform === 'win32') return `\\\\?\\pipe\\nova-club-${id}`
  return undefined
}

/** Who holds the lock, for people only: the note is never the lock itself. */
export const lockNoteFile = 'server.lock'

/**
 * Takes the lock of `dataDir` (which must exist) for this process; resolves to the function
 * that releases it. Rejects with a DataDirLockedError when another server holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const name = lockName(dataDir)
  if (name === undefined) {
    throw new StartError(
      `The embedded database needs Linux or Windows to lock its data directory (this is ` +
        `${process.platform}). Set DATABASE_URL to use a PostgreSQL server instead.`,
    )
  }
  const note = join(dataDir, lockNoteFile)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error)
      reject(new DataDirLockedError(lockedMessage(dataDir, note)))
    })
    server.listen({ path: name, exclusive: true }, resolve)
  })
  // Held for as long as the process lives; it must not keep a finished process alive.
  server.unref()
  writeFileSync(note, `${process.pid}\n`, { mode: 0o600 })
  return () => release(server, note)
}

function release(server: Server, note: string): void {
  rmSync(note, { force: true })
  server.close()
}

function lockedMessage(dataDir: string, note: string): string {
  let holder = ''
  try {
    const pid = Number(readFileSync(note, 'utf8'))
    if (Number.isInteger(pid) && pid > 0) holder = ` (process ${pid})`
  } catch {
    // The holder has not written its note yet, or runs in another container.
  }
  return (
    `The data directory ${dataDir} is in use by another server${holder}. ` +
    'Stop that server first, or give this one its own DATA_DIR.'
  )
}
