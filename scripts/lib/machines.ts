// Finds every statechart of the app: the machines exported by src/machines/*.machine.ts.
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'

export const machinesDir = 'src/machines'

export interface MachineModule {
  file: string
  machine: AnyStateMachine
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value

export async function loadMachines(): Promise<MachineModule[]> {
  const files = readdirSync(machinesDir)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort()
  const modules: MachineModule[] = []
  for (const file of files) {
    const exports = (await import(pathToFileURL(resolve(machinesDir, file)).href)) as object
    for (const value of Object.values(exports)) {
      if (isMachine(value)) modules.push({ file: `${machinesDir}/${file}`, machine: value })
    }
  }
  return modules
}
