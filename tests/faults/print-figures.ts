// Global setup of the fault suite: starts each run with no figures and prints the table of
// what every test measured when the run ends.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { figuresFile, type Figure } from './figures.ts'

export default function setup() {
  rmSync(figuresFile, { force: true })
  return () => {
    if (!existsSync(figuresFile)) return
    const figures = readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure)
    const width = Math.max(...figures.map((figure) => figure.name.length))
    console.log('\nFault suite figures:')
    for (const { name, value, expected } of figures) {
      console.log(
        `  ${name.padEnd(width)}  ${String(value).padStart(8)}${expected ? `  (${expected})` : ''}`,
      )
    }
  }
}
