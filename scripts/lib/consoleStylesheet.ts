import { resolve, sep } from 'node:path'
import { transform } from 'esbuild'
import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The console's own stylesheet: the asset's name (assets/agents-<hash>.css). */
export const consoleStylesheetName = 'agents.css'

/** Every chunk `roots` load, statically or lazily, in the order Vite concatenates their CSS
 *  when it makes one stylesheet (cssCodeSplit off): a chunk's static imports before the chunk,
 *  the chunks it loads lazily after all of those. */
function chunksInCssOrder(bundle: OutputBundle, roots: readonly string[]): OutputChunk[] {
  const ordered: OutputChunk[] = []
  const seen = new Set<string>()
  const lazy: string[] = []
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return
    seen.add(fileName)
    chunk.imports.forEach(visit)
    lazy.push(...chunk.dynamicImports)
    ordered.push(chunk)
  }
  roots.forEach(visit)
  // `lazy` grows as its chunks are visited: each is visited once (`seen`).
  for (let index = 0; index < lazy.length; index++) visit(lazy[index]!)
  return ordered
}

/**
 * The Talent Agents' console's styles (the CSS files under `dir`) in a stylesheet of their
 * own, which only the console's page (`page`) links, instead of in the site's one stylesheet
 * (build.cssCodeSplit off), which every public page links and waits for before it paints.
 *
 * Vite compiles each CSS file (CSS Modules' class names included) before this plugin sees it;
 * the plugin keeps the compiled CSS and hands Vite's bundling an empty file, so the class names
 * the console's views import stay as they were. The console's page links the site's stylesheet
 * first (its fonts, colours and form parts) and this one after it, as the console's rules came
 * after the site's in the one stylesheet. The build fails if a chunk a public page can load
 * holds one of these files: that page would lose its styles.
 */
export function consoleStylesheet({
  dir = 'src/agents',
  page = 'agents.html',
}: { dir?: string; page?: string } = {}): Plugin {
  let consoleDir = ''
  let base = '/'
  let cssTarget: string | string[] | undefined
  /** Compiled CSS per module id, as Vite's CSS plugin produced it. */
  const compiled = new Map<string, string>()
  let stylesheetFile: string | undefined
  return {
    name: 'console-stylesheet',
    apply: 'build',
    // The client build only: the prerender build renders no console.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      consoleDir = resolve(config.root, dir) + sep
      base = config.base
      const target = config.build.cssTarget
      cssTarget = target === false ? undefined : target
    },
    buildStart() {
      compiled.clear()
      stylesheetFile = undefined
    },
    transform: {
      filter: { id: /\.css$/ },
      handler(css, id) {
        if (!id.startsWith(consoleDir)) return null
        compiled.set(id, css)
        return { code: '', map: null }
      },
    },
    async generateBundle(_options, bundle) {
      const entryOf = (input: string) =>
        Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.isEntry && !!output.facadeModuleId?.endsWith(input),
        )
      const consoleEntry = entryOf(page)
      if (!consoleEntry) this.error(`No entry chunk for ${page}`)
      const otherEntries = Object.values(bundle).filter(
        (output): output is OutputChunk =>
          output.type === 'chunk' && output.isEntry && output !== consoleEntry,
      )
      const inPublicChunks = chunksInCssOrder(
        bundle,
        otherEntries.map((chunk) => chunk.fileName),
      ).flatMap((chunk) => Object.keys(chunk.modules).filter((id) => compiled.has(id)))
      if (inPublicChunks.length > 0)
        this.error(
          `Public pages load the console's styles (${inPublicChunks.join(', ')}): import them ` +
            `from the console only, or move them out of ${dir}.`,
        )
      const css = chunksInCssOrder(bundle, [consoleEntry.fileName])
        .flatMap((chunk) => Object.keys(chunk.modules))
        .filter((id) => compiled.has(id))
        .map((id) => compiled.get(id)!)
        .join('\n')
      if (css === '') return
      const { code } = await transform(css, {
        loader: 'css',
        minify: true,
        target: cssTarget,
        sourcefile: consoleStylesheetName,
      })
      const reference = this.emitFile({ type: 'asset', name: consoleStylesheetName, source: code })
      stylesheetFile = this.getFileName(reference)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.path !== `/${page}` || !stylesheetFile) return
        // After the site's stylesheet, which Vite links when it writes the page.
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${stylesheetFile}` },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
