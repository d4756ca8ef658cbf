import { resolve } from 'node:path'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** Every module `roots` import statically, the roots included. */
function staticGraph(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...roots]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * Code-splitting groups for the first load: the modules the entry imports statically (the
 * framework) in one chunk, `app`, and those the module it imports next (`shell`, the app's own
 * route tree and shell) in a second, `shell`. Rolldown otherwise splits each module that they
 * share with a route chunk into a file of its own: dozens of tiny requests on the first load,
 * each compressed on its own. Two chunks rather than one because a chunk is evaluated as a
 * whole: the entry evaluates the second in a later task, so that neither blocks input long.
 *
 * Each of `shared` (name: pattern of modules) is a chunk of the modules it matches that the
 * first load does not hold, with what they import beyond it: code that several later parts
 * share (the statecharts' runtime), which would otherwise go to the first of them.
 *
 * Each of `later` (name: root module, or a pattern of modules), for parts loaded after the first
 * load such as an island (src/ui/common/island.tsx), gets a chunk of what its root imports (or
 * the pattern matches) beyond those two, for the same reason: it then loads in one request. A
 * module two of them hold goes to the first.
 * `inShell` names modules to keep in `shell` although nothing there imports them.
 */
export function firstLoadChunks(
  entry: string,
  shell: string,
  {
    shared = {},
    later = {},
    inShell,
  }: {
    shared?: Record<string, RegExp>
    later?: Record<string, string | RegExp>
    inShell?: RegExp
  } = {},
) {
  const entryId = resolve(entry)
  const shellId = resolve(shell)
  let framework: Set<string> | undefined
  let app: Set<string> | undefined
  let laterGraphs: [string, Set<string> | RegExp][] | undefined
  const chunkOf = (id: string, graph: ModuleGraph) => {
    framework ??= staticGraph(graph, [entryId])
    app ??= staticGraph(graph, [shellId])
    laterGraphs ??= Object.entries(later).map(([name, root]) => [
      name,
      typeof root === 'string' ? staticGraph(graph, [resolve(root)]) : root,
    ])
    if (id === entryId) return null
    if (framework.has(id) || (app.has(id) && /[\\/]node_modules[\\/]/.test(id))) return 'app'
    if (app.has(id) || inShell?.test(id)) return 'shell'
    const sharedChunk = Object.entries(shared).find(([, modules]) => modules.test(id))?.[0]
    if (sharedChunk) return sharedChunk
    return (
      laterGraphs.find(([, modules]) =>
        modules instanceof RegExp ? modules.test(id) : modules.has(id),
      )?.[0] ?? null
    )
  }
  return ['app', 'shell', ...Object.keys(shared), ...Object.keys(later)].map((chunk) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null),
  }))
}
