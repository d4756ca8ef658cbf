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
 */
export function firstLoadChunks(entry: string, shell: string) {
  const entryId = resolve(entry)
  const shellId = resolve(shell)
  let framework: Set<string> | undefined
  let app: Set<string> | undefined
  const chunkOf = (id: string, graph: ModuleGraph) => {
    framework ??= staticGraph(graph, [entryId])
    app ??= staticGraph(graph, [shellId])
    if (id === entryId) return null
    if (framework.has(id) || (app.has(id) && /[\\/]node_modules[\\/]/.test(id))) return 'app'
    return app.has(id) ? 'shell' : null
  }
  return [
    { name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === 'app' ? 'app' : null) },
    { name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === 'shell' ? 'shell' : null) },
  ]
}
