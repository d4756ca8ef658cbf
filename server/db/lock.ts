// PGlite does not lock its data directory, and two processes writing one directory silently
// lose writes: the server takes this lock file first and refuses to start when it is held.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

import { StartError } from '../startError.ts'

export class DataDirLockedError extends StartError {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock of `dataDir` for this process; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = Number(readFileSync(file, 'utf8'))
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server (process ${holder}). ` +
          'Stop that server first, or give this one its own DATA_DIR. ' +
          `If no server is running, delete ${file}.`,
      )
    }
    // Left behind by a process that ended without releasing it.
    rmSync(file, { force: true })
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`)
}
