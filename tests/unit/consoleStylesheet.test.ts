// The console's stylesheet apart from the site's (scripts/lib/consoleStylesheet.ts): which CSS
// it takes from Vite's one stylesheet, in which order it writes it, which page links it, and
// that a public page's chunk holding the console's CSS fails the build.
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { consoleStylesheet } from '../../scripts/lib/consoleStylesheet.ts'

const root = '/repo'
const consoleCss = (name: string) => `${root}/src/agents/${name}.module.css`
const siteCss = (name: string) => `${root}/src/ui/${name}.module.css`

interface FakeChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  dynamicImports: string[]
  modules: Record<string, object>
}
const chunk = (
  fileName: string,
  modules: string[],
  { entry, imports = [], lazy = [] }: { entry?: string; imports?: string[]; lazy?: string[] } = {},
): FakeChunk => ({
  type: 'chunk',
  fileName,
  isEntry: entry !== undefined,
  facadeModuleId: entry ?? null,
  imports,
  dynamicImports: lazy,
  modules: Object.fromEntries(modules.map((id) => [id, {}])),
})

/** Runs the plugin's hooks as Vite's client build would, with the CSS Vite compiled per file
 *  and the chunks Rolldown made; returns what the plugin handed back and emitted. */
async function build(compiled: Record<string, string>, chunks: FakeChunk[]) {
  const plugin = consoleStylesheet() as Plugin & Record<string, unknown>
  const hook = (name: string) => {
    const value = plugin[name] as { handler?: unknown } | ((...args: unknown[]) => unknown)
    return (typeof value === 'function' ? value : value.handler) as (...args: unknown[]) => unknown
  }
  const emitted: { name: string; source: string }[] = []
  const context = {
    emitFile: (file: { name: string; source: string }) => {
      emitted.push(file)
      return 'reference'
    },
    getFileName: () => 'assets/agents-hash.css',
    error: (message: string) => {
      throw new Error(message)
    },
  }
  hook('configResolved').call(context, { root, base: '/', build: { cssTarget: 'es2022' } })
  hook('buildStart').call(context)
  const handed = Object.fromEntries(
    Object.entries(compiled).map(([id, css]) => [id, hook('transform').call(context, css, id)]),
  )
  const bundle = Object.fromEntries(chunks.map((each) => [each.fileName, each]))
  await hook('generateBundle').call(context, {}, bundle)
  const linksOn = (path: string) =>
    hook('transformIndexHtml').call(context, '<html></html>', { path, bundle })
  return { handed, emitted, linksOn }
}

describe('consoleStylesheet', () => {
  it("takes the console's CSS out of the site's stylesheet and leaves the site's", async () => {
    const { handed } = await build(
      { [consoleCss('Console')]: '.a { color: red; }', [siteCss('Forms')]: '.b { color: blue; }' },
      [chunk('agents.js', [consoleCss('Console')], { entry: `${root}/agents.html` })],
    )
    expect(handed[consoleCss('Console')]).toEqual({ code: '', map: null })
    expect(handed[siteCss('Forms')]).toBeNull()
  })

  it("writes the console's CSS minified, in the order Vite concatenated it, for the console's page only", async () => {
    const { emitted, linksOn } = await build(
      {
        [consoleCss('Console')]: '.shell { color: red; }',
        [consoleCss('table/Table')]: '.table { color: green; }',
        [consoleCss('MailView')]: '.mail { color: blue; }',
      },
      [
        // The entry imports the table's chunk statically and loads the Mail view lazily.
        chunk('agents.js', [consoleCss('Console')], {
          entry: `${root}/agents.html`,
          imports: ['table.js'],
          lazy: ['mail.js'],
        }),
        chunk('mail.js', [consoleCss('MailView')]),
        chunk('table.js', [consoleCss('table/Table')]),
        chunk('index.js', [siteCss('Forms')], { entry: `${root}/index.html` }),
      ],
    )
    expect(emitted).toEqual([
      {
        type: 'asset',
        name: 'agents.css',
        source: '.table{color:green}.shell{color:red}.mail{color:#00f}\n',
      },
    ])
    expect(linksOn('/agents.html')).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/agents-hash.css' },
        injectTo: 'head',
      },
    ])
    expect(linksOn('/index.html')).toBeUndefined()
  })

  it("fails the build when a chunk a public page loads holds the console's CSS", async () => {
    const shared = consoleCss('Console')
    await expect(
      build({ [shared]: '.a { color: red; }' }, [
        chunk('agents.js', [], { entry: `${root}/agents.html`, imports: ['shared.js'] }),
        chunk('index.js', [], { entry: `${root}/index.html`, lazy: ['shared.js'] }),
        chunk('shared.js', [shared]),
      ]),
    ).rejects.toThrow(`Public pages load the console's styles (${shared})`)
  })
})
