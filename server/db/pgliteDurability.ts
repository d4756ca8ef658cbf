// PGlite 0.5 as shipped never writes through to the disk: it starts PostgreSQL with `-F`
// (fsync off), and its Node file system (Emscripten's NODEFS) has no fsync at all, so even
// with fsync on every fsync PostgreSQL asks for is a no-op (strace: 0 fsync calls across a
// start, 50 acknowledged writes and a stop). A power cut could then lose acknowledged writes or
// leave a database that does not open.
//
// Here both are put right: PostgreSQL runs with fsync on (wal_sync_method=fsync, the one call
// NODEFS can serve), and NODEFS's fsync calls the real fsync(2) on the file it has open. A
// commit then returns after its WAL record is on the disk, as on PostgreSQL with its defaults.
// Cost measured with scripts/bench-pglite-durability.ts (docs/operations.md).
import { fsyncSync } from 'node:fs'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/** What the emscripten module exposes of NODEFS: the stream operations every file shares. */
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } }
}

type Init = NodeFS['init']

/** NODEFS whose fsync reaches the disk. */
export class SyncingNodeFS extends NodeFS {
  override async init(...args: Parameters<Init>): ReturnType<Init> {
    const { emscriptenOpts } = await super.init(...args)
    const syncFiles = (module: EmscriptenModule) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd)
        return 0
      }
    }
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), syncFiles as never],
      },
    }
  }
}

/** PGlite's own start parameters without `-F`, with the sync method NODEFS serves. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
]

/** The options that make a PGlite in `directory` sync its commits to the disk. */
export function durableOptions(directory: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new SyncingNodeFS(directory), startParams: durableStartParams }
}
