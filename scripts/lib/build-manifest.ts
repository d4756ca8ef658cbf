// Reads what the client build produced: Vite's manifest, and which chunks each route needs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const clientDir = 'dist/client'
export const prerenderDir = 'dist/prerender'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

export interface RouteSource {
  /** The URL path, e.g. '/think-tank/our-ecosystem-article-detail-1'. */
  path: string
  /** The route's file, e.g. 'src/routes/think-tank_.our-ecosystem-article-detail-1.tsx'. */
  file: string
}

/** Route id (as in routeTree.gen.ts) -> the route's path and source file. */
export function routeSources(): Map<string, RouteSource> {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const fileOfImport = new Map<string, string>()
  for (const [, name, file] of tree.matchAll(
    /import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g,
  )) {
    fileOfImport.set(name!, `src/${file}.tsx`)
  }
  const sources = new Map<string, RouteSource>([
    ['__root__', { path: '', file: 'src/routes/__root.tsx' }],
  ])
  const updates = /=\s*(\w+)\.update\(\{\s*id: '([^']+)',\s*path: '([^']+)'/g
  for (const [, name, id, path] of tree.matchAll(updates)) {
    sources.set(id!, { path: path!, file: fileOfImport.get(name!)! })
  }
  return sources
}

/** The JS and CSS files a page needs: the entry, the code-split chunks of its routes, and
 *  everything those import statically. */
export function assetsFor(manifest: Manifest, routeIds: string[]) {
  const sources = routeSources()
  const keys = Object.keys(manifest)
  const roots = [
    keys.find((key) => manifest[key]!.isEntry)!,
    ...routeIds.flatMap((id) => {
      const file = sources.get(id)?.file
      return keys.filter((key) => file && key.startsWith(`${file}?tsr-split`))
    }),
  ]
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || js.has(chunk.file)) return
    js.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  roots.forEach(visit)
  // With cssCodeSplit off, the site's one stylesheet is a manifest entry of its own.
  const siteStylesheet = manifest['style.css']?.file
  if (siteStylesheet) css.add(siteStylesheet)
  return { js: [...js], css: [...css], entry: manifest[roots[0]!]!.file }
}
