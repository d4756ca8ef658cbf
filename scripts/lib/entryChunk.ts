import { resolve } from 'node:path'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/**
 * A code-splitting group that puts every module the entry imports statically into one chunk.
 * Rolldown otherwise splits each module that the entry shares with a route chunk into a file of
 * its own: dozens of tiny requests on the first load, each compressed on its own.
 */
export function entryDependenciesChunk(entry: string) {
  const entryId = resolve(entry)
  let loadedFirst: Set<string> | undefined
  const staticGraph = (graph: ModuleGraph) => {
    const seen = new Set<string>()
    const pending = [entryId]
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
    }
    return seen
  }
  return {
    name: (id: string, graph: ModuleGraph) => {
      loadedFirst ??= staticGraph(graph)
      return loadedFirst.has(id) && id !== entryId ? 'app' : null
    },
  }
}
