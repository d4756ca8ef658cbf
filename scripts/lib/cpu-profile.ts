// The top entries of a V8 CPU profile (`node --cpu-prof`): self time per function, summed over
// its nodes, as a Markdown table.
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export function topEntries(file: string, count: number): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfUs = new Map<string, number>()
  let totalUs = 0
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame
    const where = url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/.*\//, '')
    const name = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`
    selfUs.set(name.trim(), (selfUs.get(name.trim()) ?? 0) + delta)
    totalUs += delta
  })
  const rows = [...selfUs.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)
  return [
    '| self ms | % | function |',
    '| --- | --- | --- |',
    ...rows.map(
      ([name, us]) =>
        `| ${Math.round(us / 1000)} | ${((100 * us) / totalUs).toFixed(1)} | ${name} |`,
    ),
  ].join('\n')
}
