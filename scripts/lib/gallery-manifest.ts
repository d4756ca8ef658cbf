// The state gallery's manifest (docs/statecharts/gallery/manifest.json): every picture, the state it
// shows, and the sha256 of each source it was taken from, so that `npm run gallery -- --check`
// tells, without a browser, which pictures an edit has made stale. Pixels differ from machine to
// machine, so the pictures themselves are never compared.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export const galleryDir = 'docs/statecharts/gallery'
export const manifestFile = `${galleryDir}/manifest.json`

const pictureSchema = z.object({
  machine: z.string(),
  state: z.string(),
  caption: z.string(),
  width: z.number(),
  /** Relative to docs/statecharts. */
  file: z.string(),
  bytes: z.number(),
})
export type GalleryPicture = z.infer<typeof pictureSchema>

export const manifestSchema = z.object({
  pictures: z.array(pictureSchema),
  /** For each machine, the sha256 of every source its pictures depend on. */
  inputs: z.record(z.string(), z.record(z.string(), z.string())),
})
export type GalleryManifest = z.infer<typeof manifestSchema>

export function readManifest(): GalleryManifest | undefined {
  if (!existsSync(manifestFile)) return undefined
  return manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))
}

/** The files under each path (a file or a folder), sorted, so the hashes come in one order. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
    .filter((file) => !/\.test\.tsx?$/.test(file))
}

/** The sha256 of each file a machine's pictures depend on: its machine, its view, the styles. */
export function inputHashes(machineFile: string, sources: string[]): Record<string, string> {
  const files = [...new Set([machineFile, ...sources.flatMap(filesUnder)])].sort()
  return Object.fromEntries(
    files.map((file) => [file, createHash('sha256').update(readFileSync(file)).digest('hex')]),
  )
}

/** What changed between the recorded hashes and the current ones, one line per file. */
export function changedInputs(
  recorded: Record<string, string>,
  current: Record<string, string>,
): string[] {
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(current)])].sort()
  return names.flatMap((name) => {
    if (!(name in current)) return [`${name} is gone`]
    if (!(name in recorded)) return [`${name} is new`]
    return recorded[name] === current[name] ? [] : [`${name} changed`]
  })
}

/** The manifest after a run that retook the pictures of the machines `retaken`: every other
 *  machine's pictures and recorded sources as they were, the retaken machines' as just taken
 *  (`taken`), the machines in alphabetical order. The caller puts the pictures in order. */
export function withRetaken(
  previous: GalleryManifest | undefined,
  retaken: readonly string[],
  taken: GalleryManifest,
): GalleryManifest {
  const kept = (machine: string) => !retaken.includes(machine)
  const keptInputs = Object.entries(previous?.inputs ?? {}).filter(([machine]) => kept(machine))
  return {
    pictures: [
      ...(previous?.pictures ?? []).filter((picture) => kept(picture.machine)),
      ...taken.pictures,
    ],
    inputs: Object.fromEntries(
      [...keptInputs, ...Object.entries(taken.inputs)].sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  }
}

/** The manifest's pictures of one machine whose files exist, in the manifest's order. */
export function picturesOf(manifest: GalleryManifest | undefined, machineId: string) {
  return (manifest?.pictures ?? []).filter(
    (picture) =>
      picture.machine === machineId && existsSync(join('docs/statecharts', picture.file)),
  )
}
