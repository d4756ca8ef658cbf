// The embedded database's backup: a gzipped tarball of its closed data directory, in the form
// PGlite's own dumpDataDir() writes (ustar, names from the directory's root with a leading /,
// each directory before what it holds), so PGlite's loadDataDir() restores it as it restores
// theirs. Written from the disk as a stream, file after file: dumpDataDir() held every file, the
// tar and the gzip in memory at once (2.1 GB for 100,000 rows). And it leaves out the
// write-ahead log segments PostgreSQL had recycled for later use: after a clean shutdown only
// the segment with the last checkpoint is needed, and the others were most of the size (old
// log, which compresses badly).
import { createReadStream, createWriteStream, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

const block = 512

/** A WAL segment's name: timeline, log and segment, 8 hex digits each. */
const segmentName = /^[0-9A-F]{24}$/

/** The segment after `name` (16 MB segments: 256 to a log file). */
export function nextSegment(name: string): string {
  const timeline = name.slice(0, 8)
  const log = parseInt(name.slice(8, 16), 16)
  const segment = parseInt(name.slice(16), 16)
  const [nextLog, nextSeg] = segment === 0xff ? [log + 1, 0] : [log, segment + 1]
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0')
  return timeline + hex(nextLog) + hex(nextSeg)
}

/**
 * Writes the tarball of `directory` (a PGlite data directory, closed) into `fd`. `lastSegment`
 * is the WAL segment that was current at the shutdown: it and the next (the shutdown's
 * checkpoint record may have crossed into it) are kept, later ones left out.
 */
export async function writeTarball(directory: string, lastSegment: string, fd: number) {
  const keepUpTo = nextSegment(lastSegment)
  const needed = (path: string, name: string) =>
    !(path === '/pg_wal' && segmentName.test(name) && name > keepUpTo)
  await pipeline(
    Readable.from(entries(directory, '', needed)),
    createGzip(),
    createWriteStream('', { fd, autoClose: false }),
  )
}

async function* entries(
  root: string,
  path: string,
  needed: (path: string, name: string) => boolean,
): AsyncGenerator<Buffer> {
  const names = readdirSync(join(root, path)).sort()
  for (const name of names) {
    if (!needed(path, name)) continue
    const entry = `${path}/${name}`
    const stats = statSync(join(root, entry))
    if (stats.isDirectory()) {
      yield header(entry, 0o755, 0, stats.mtime, '5')
      yield* entries(root, entry, needed)
    } else if (stats.isFile()) {
      yield header(entry, 0o644, stats.size, stats.mtime, '0')
      let written = 0
      for await (const chunk of createReadStream(join(root, entry))) {
        written += (chunk as Buffer).length
        yield chunk as Buffer
      }
      // The database is closed and locked: a file that changed size is a fault, not a race.
      if (written !== stats.size) throw new Error(`${entry} changed while it was backed up.`)
      if (written % block) yield Buffer.alloc(block - (written % block))
    }
  }
  // The end of the archive: two empty blocks (only once, at the top).
  if (path === '') yield Buffer.alloc(2 * block)
}

/** A ustar header. */
function header(name: string, mode: number, size: number, mtime: Date, type: '0' | '5'): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`${name} is too long a name for the tar.`)
  const buffer = Buffer.alloc(block)
  const octal = (value: number, length: number) =>
    `${value.toString(8).padStart(length - 1, '0')}\0`
  buffer.write(name, 0)
  buffer.write(octal(mode, 8), 100)
  buffer.write(octal(0, 8), 108)
  buffer.write(octal(0, 8), 116)
  buffer.write(octal(size, 12), 124)
  buffer.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136)
  buffer.write(' '.repeat(8), 148)
  buffer.write(type, 156)
  buffer.write('ustar\0' + '00', 257)
  const checksum = buffer.reduce((sum, byte) => sum + byte, 0)
  buffer.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148)
  return buffer
}
