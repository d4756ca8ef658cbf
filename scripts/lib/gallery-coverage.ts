// Does the state gallery account for every state its views render? Each atomic state of a
// machine that has a view needs a scene (a picture), a look-alike (named under another
// picture) or a reason it is not pictured; and nothing may name a state the machine lacks.
import type { AnyStateMachine, StateNode } from 'xstate'
import type { GalleryScene, LookAlike, Unpictured } from './gallery-scenes.ts'

/** The machine's atomic states, as the playground writes them ('shown.panel.start.idle'). */
export function atomicStates(machine: AnyStateMachine): string[] {
  const walk = (node: StateNode, path: string[]): string[] => {
    const children = Object.values(node.states) as StateNode[]
    if (!children.length) return [path.join('.')]
    return children.flatMap((child) => walk(child, [...path, child.key]))
  }
  return walk(machine.root, [])
}

export function galleryCoverageProblems(
  machines: AnyStateMachine[],
  scenes: GalleryScene[],
  lookAlikes: LookAlike[],
  unpictured: Unpictured[],
  machinesWithViews: string[],
): string[] {
  const problems: string[] = []
  for (const machine of machines.filter(({ id }) => machinesWithViews.includes(id))) {
    const states = atomicStates(machine)
    const named = [
      ...scenes.map((scene) => ({ ...scene, kind: 'scene' })),
      ...lookAlikes.map((lookAlike) => ({ ...lookAlike, kind: 'look-alike' })),
      ...unpictured.map((reason) => ({ ...reason, kind: 'reason' })),
    ].filter((entry) => entry.machine === machine.id)
    for (const entry of named) {
      // A scene's state may be a compound one the gallery names by its parent.
      const exists = states.some(
        (state) => state === entry.state || state.startsWith(`${entry.state}.`),
      )
      if (!exists)
        problems.push(
          `${machine.id}: the ${entry.kind} for '${entry.state}' names no state of the machine`,
        )
    }
    for (const state of states) {
      const accounted = named.some((entry) => entry.state === state)
      if (!accounted)
        problems.push(
          `${machine.id}: '${state}' has no scene, look-alike or reason (scripts/lib/gallery-scenes.ts)`,
        )
      if (
        named.some((entry) => entry.kind === 'reason' && entry.state === state) &&
        named.some((entry) => entry.kind !== 'reason' && entry.state === state)
      )
        problems.push(`${machine.id}: '${state}' is pictured and has a reason not to be`)
    }
  }
  for (const id of machinesWithViews)
    if (!machines.some((machine) => machine.id === id)) problems.push(`no machine '${id}'`)
  return problems
}
