// A StrykerJS ignorer for what no test can observe in a machine:
// - `description` and `meta` of machines, states and transitions only feed the generated
//   diagrams (docs/statecharts), so mutating their text or shape changes no behaviour;
// - `loadingDescription`, given to the shared load fragment (src/machines/loadFragment.ts), is
//   only its loading state's `description`;
// - `types` in setup() holds TypeScript types only (`{} as …`), erased at run time;
// - an object made of nothing else (a state that has only a description, `setup({ types })`)
//   emptied is the same machine.
// Ignoring them here keeps the mutation score about behaviour.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

const erasedKeys = new Set(['description', 'loadingDescription', 'meta', 'types'])

/** @param {any} node */
const erasedProperty = (node) =>
  node.type === 'ObjectProperty' &&
  !node.computed &&
  erasedKeys.has(node.key.type === 'Identifier' ? node.key.name : node.key.value)

/** @param {import('@babel/core').NodePath} path */
function isErased(path) {
  for (let current = path; current; current = current.parentPath) {
    if (erasedProperty(current.node)) return true
  }
  const { node } = path
  return (
    node.type === 'ObjectExpression' &&
    node.properties.length > 0 &&
    node.properties.every(erasedProperty)
  )
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-docs', {
    shouldIgnore: (path) =>
      isErased(path)
        ? 'Types or diagram documentation: erased at run time or only feeding docs/statecharts.'
        : undefined,
  }),
]
