// The machine's overview diagram (docs/statecharts/<machine>.overview.svg, made by
// `npm run statecharts`) with the active state marked. Mermaid names each state's node
// `statechart-<machine>-overview-state-<machine>_<path joined by _>-<n>`; the overview folds
// some sub-states (fades) into their parent, so each active state marks the deepest node the
// diagram has on its path. The SVG goes into a shadow root: the site's stylesheet (its `.label`
// class, say, which Mermaid also uses) would otherwise restyle the text it laid out.
import { useEffect, useRef, useState } from 'react'

const diagrams = import.meta.glob<string>('../../docs/statecharts/*.overview.svg', {
  query: '?raw',
  import: 'default',
})

const ACTIVE = 'data-playground-active'

const shadowStyle = `
  :host { all: initial; display: block; background: #fff; max-width: 1280px; }
  [${ACTIVE}] > rect, [${ACTIVE}] > path, [${ACTIVE}] > g > rect, [${ACTIVE}] > g > path {
    stroke: #b0005a !important; stroke-width: 4px !important; fill: #ffe3f1 !important;
  }
`

/** The diagram's node for a state path, or null when the diagram does not draw it. */
function stateNode(svg: ParentNode, machineId: string, path: readonly string[]): Element | null {
  const prefix = `statechart-${machineId}-overview-state-${[machineId, ...path].join('_')}-`
  for (const node of svg.querySelectorAll(`[id^="${CSS.escape(prefix)}"]`))
    if (/^\d+$/.test(node.id.slice(prefix.length))) return node
  return null
}

export function StateDiagram({
  machineId,
  activePaths,
}: {
  machineId: string
  activePaths: readonly string[][]
}) {
  const [loaded, setLoaded] = useState<{ machineId: string; svg: string }>()
  const svg = loaded?.machineId === machineId ? loaded.svg : undefined
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let current = true
    const load = diagrams[`../../docs/statecharts/${machineId}.overview.svg`]
    void load?.().then((text) => current && setLoaded({ machineId, svg: text }))
    return () => {
      current = false
    }
  }, [machineId])

  useEffect(() => {
    const host = container.current
    if (!host || !svg) return
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    // The repository's own generated SVG (docs/statecharts), not user input.
    shadow.innerHTML = `<style>${shadowStyle}</style>${svg}`
  }, [svg])

  const key = JSON.stringify(activePaths)
  useEffect(() => {
    const root = container.current?.shadowRoot
    if (!root || !svg) return
    for (const node of root.querySelectorAll(`[${ACTIVE}]`)) node.removeAttribute(ACTIVE)
    for (const path of JSON.parse(key) as string[][]) {
      for (let length = path.length; length > 0; length--) {
        const node = stateNode(root, machineId, path.slice(0, length))
        if (node) {
          node.setAttribute(ACTIVE, '')
          break
        }
      }
    }
  }, [svg, key, machineId])

  if (!svg) return <p>Loading the diagram…</p>
  return <div ref={container} className="diagram" data-testid="diagram" />
}
