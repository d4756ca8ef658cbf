// Reads what the client build produced: Vite's manifest, and which chunks each route needs.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const clientDir = 'dist/client'
export const prerenderDir = 'dist/prerender'

interface ManifestChunk {
  file: string
  src?: string
  /** A chunk's name (a group's, for the chunks of vite.config.ts's groups). */
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

export interface RouteSource {
  /** The route's file, e.g. 'src/routes/_page/think-tank_.our-ecosystem-article-detail-1.tsx'. */
  file: string
}

/** Route id (the router's full id, as in routeTree.gen.ts's FileRoutesById) -> the route's
 *  source file. */
export function routeSources(): Map<string, RouteSource> {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8')
  const fileOfImport = new Map<string, string>()
  for (const [, name, file] of tree.matchAll(
    /import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g,
  )) {
    fileOfImport.set(name!, `src/${file}.tsx`)
  }
  // `const PageHomeRoute = PageHomeRouteImport.update({ id: '/home', path: '/home', ...`:
  // the id there is relative to the parent route's; FileRoutesById has the full ones.
  const importOfRoute = new Map<string, string>()
  for (const [, route, imported] of tree.matchAll(/const (\w+) =\s*(\w+)\.update\(\{/g)) {
    importOfRoute.set(route!, imported!)
  }
  const byId = /interface FileRoutesById \{([^}]*)\}/.exec(tree)?.[1] ?? ''
  const sources = new Map<string, RouteSource>([['__root__', { file: 'src/routes/__root.tsx' }]])
  for (const [, id, route] of byId.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const name = route!.replace(/WithChildren$/, '')
    const file = fileOfImport.get(importOfRoute.get(name) ?? name)
    if (file) sources.set(id!, { file })
  }
  return sources
}

/** The modules a route file imports lazily (`import('…')`, e.g. in its head), as manifest keys:
 *  the router loads them before the page hydrates, so the page preloads them too. */
function lazyImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].flatMap(([, specifier]) => {
    const path = join(dirname(file), specifier!)
    return [`${path}.ts`, `${path}.tsx`]
  })
}

/** Names a chunk of vite.config.ts's groups (such as `schemas`) among a page's `modules`: such a
 *  chunk has no source path of its own in the manifest. */
export const groupChunk = (name: string) => `group:${name}`

/** The manifest key of a module given as a source path or as groupChunk(name). */
function manifestKeyOf(manifest: Manifest, module: string): string | undefined {
  if (!module.startsWith(groupChunk(''))) return manifest[module] ? module : undefined
  const name = module.slice(groupChunk('').length)
  return Object.keys(manifest).find((key) => !manifest[key]!.src && manifest[key]!.name === name)
}

/** The JS and CSS files a page needs: the entry and what it imports lazily, the code-split chunks of its routes and what
 *  their files import lazily, the lazily loaded `modules` (source paths, or groupChunk(name))
 *  it is known to load at once, and everything those import statically. */
export function assetsFor(manifest: Manifest, routeIds: string[], modules: string[] = []) {
  const sources = routeSources()
  const keys = Object.keys(manifest)
  const moduleKeys = modules.map((module) => manifestKeyOf(manifest, module))
  const missing = modules.filter((_, index) => !moduleKeys[index])
  if (missing.length > 0) throw new Error(`Not in the build's manifest: ${missing.join(', ')}`)
  // The site's entry (agents.html, the console's, is an input of its own).
  const entry = 'index.html'
  const roots = [
    entry,
    // The entry imports the app's router itself before it hydrates (src/main.tsx).
    ...(manifest[entry]!.dynamicImports ?? []),
    ...routeIds.flatMap((id) => {
      const file = sources.get(id)?.file
      return file
        ? [
            ...keys.filter((key) => key.startsWith(`${file}?tsr-split`)),
            ...lazyImportsOf(file).filter((key) => manifest[key]),
          ]
        : []
    }),
    ...(moduleKeys as string[]),
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
