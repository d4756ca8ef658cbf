// Loads the machines and the model tests' paths of a commit for the review room, without
// touching the working tree: the commit's src/ and tests/ are exported to a temporary folder
// (`git archive`) that gets this checkout's node_modules, and imported from there.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AnyStateMachine } from 'xstate'
import { runnerImport } from 'vite'
import { type MachineModule, loadMachines } from './machines.ts'
import type { ScenarioModel, ScenarioPath } from './review-scenarios.ts'

/** What the review reads of a commit. */
const exported = ['package.json', 'tsconfig.json', 'src', 'tests/model', 'tests/support']

export const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

const exists = (commit: string, path: string) => {
  try {
    git('cat-file', '-e', `${commit}:${path}`)
    return true
  } catch {
    return false
  }
}

/** The commit's files in a temporary folder; `remove` deletes it. */
export function exportCommit(commit: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'review-base-'))
  const paths = exported.filter((path) => exists(commit, path))
  const archive = execFileSync('git', ['archive', '--format=tar', commit, '--', ...paths], {
    maxBuffer: 512 * 1024 * 1024,
  })
  execFileSync('tar', ['-x', '-C', dir], { input: archive })
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The machines under `dir`/src/machines (loadMachines reads them from the working folder). */
export async function machinesIn(dir: string): Promise<MachineModule[]> {
  const here = process.cwd()
  process.chdir(dir)
  try {
    return await loadMachines()
  } finally {
    process.chdir(here)
  }
}

export interface ModelTests {
  models: ScenarioModel[]
  generatePaths: (model: ScenarioModel) => { paths: ScenarioPath[] }
}

const isModel = (value: unknown): value is ScenarioModel =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'events' in value &&
  typeof (value as { machine: AnyStateMachine }).machine?.getTransitionData === 'function'

/** The models of tests/model/models.ts under `root`, and its path generator, or undefined when
 *  that commit has none. Imported through Vite (as Vitest does): the app's modules read
 *  `import.meta.env`. */
export async function modelTestsIn(root: string): Promise<ModelTests | undefined> {
  const options = { configFile: false as const, root, logLevel: 'silent' as const }
  try {
    const { module: models } = await runnerImport<Record<string, unknown>>(
      join(root, 'tests/model/models.ts'),
      options,
    )
    const { module: paths } = await runnerImport<{
      generatePaths: (model: ScenarioModel) => unknown
    }>(join(root, 'tests/model/paths.ts'), options)
    return {
      models: [...new Set(Object.values(models).filter(isModel))],
      // An older generator answered the list of paths itself.
      generatePaths: (model) => {
        const generated = paths.generatePaths(model) as ScenarioPath[] | { paths: ScenarioPath[] }
        return Array.isArray(generated) ? { paths: generated } : generated
      },
    }
  } catch (error) {
    console.warn(`No model tests read at ${root}: ${(error as Error).message}`)
    return undefined
  }
}
