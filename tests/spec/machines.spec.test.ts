// Every machine module loads: xstate checks a statechart when it is created (each compound
// state's initial state, each target), so a broken chart fails here, as a test.
import { expect, it } from 'vitest'

const modules = import.meta.glob('../../src/machines/*.ts')

it.each(Object.keys(modules))('%s loads', async (path) => {
  await expect(modules[path]!()).resolves.toBeDefined()
})

// docs/statecharts names each machine's page, and the inspector each actor, by the machine's id:
// the id is the file's name.
it.each([
  'loginModal',
  'membershipDialog',
  'memberRegistration',
  'nda',
  'reachOut',
  'session',
  'sidebar',
  'slider',
  'subscribe',
])('%s.machine.ts is the machine %s', async (name) => {
  const module = (await modules[`../../src/machines/${name}.machine.ts`]!()) as Record<
    string,
    { id: string }
  >
  expect(module[`${name}Machine`]!.id).toBe(name)
})
