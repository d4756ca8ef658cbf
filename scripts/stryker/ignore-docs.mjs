// A StrykerJS ignorer: the `description` and `meta` of machines, states and transitions only
// feed the generated diagrams (docs/statecharts), so mutating their text or shape changes no
// behaviour a test could observe. Ignoring them here keeps the mutation score about behaviour.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

const documentationKeys = new Set(['description', 'meta'])

/** @param {import('@babel/core').NodePath} path */
function isDocumentation(path) {
  for (let current = path; current; current = current.parentPath) {
    const { node } = current
    if (node.type === 'ObjectProperty' && !node.computed) {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.value
      if (documentationKeys.has(key)) return true
    }
  }
  return false
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-docs', {
    shouldIgnore: (path) =>
      isDocumentation(path) ? 'Diagram documentation: no behaviour depends on it.' : undefined,
  }),
]
