// A PGlite directory that is not a whole database must never be initialised again: PGlite
// would run initdb over it and the server would start on an empty database (and add the demo
// data), hiding every row that was there. Such a directory, or one PGlite cannot open, stops
// the start with what to do instead of a WebAssembly stack.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { StartError } from '../startError.ts'

export class DamagedDatabaseError extends StartError {}

const whatToDo = (directory: string) =>
  `Restore ${directory} from a backup, or move it away (mv ${directory} ${directory}.damaged) ` +
  'to start with an empty database; the server changes nothing in it until then.'

/** Throws a DamagedDatabaseError when `directory` holds something other than a database. */
export function checkPgliteDirectory(directory: string): void {
  if (!existsSync(directory)) return
  if (!statSync(directory).isDirectory()) {
    throw new DamagedDatabaseError(
      `${directory} is a file, not the embedded database's directory. ${whatToDo(directory)}`,
    )
  }
  if (readdirSync(directory).length === 0) return
  if (!existsSync(join(directory, 'PG_VERSION'))) {
    throw new DamagedDatabaseError(
      `${directory} is not empty but holds no database (its PG_VERSION file is missing): it is ` +
        `damaged, or something else was put there. ${whatToDo(directory)}`,
    )
  }
}

/** The one-paragraph explanation of a database PGlite could not open. */
export function damagedDatabaseError(directory: string, cause: unknown): DamagedDatabaseError {
  const reason = String(cause instanceof Error ? cause.message : cause).split('\n')[0]
  return new DamagedDatabaseError(
    `The embedded database in ${directory} could not be opened (PGlite: ${reason}). If the ` +
      "disk is full or the server's user may not write there, fix that and start again. " +
      'Otherwise its files are damaged, for instance by a disk fault or a partial copy: ' +
      whatToDo(directory),
    { cause },
  )
}
