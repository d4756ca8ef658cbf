// Every machine module loads: xstate checks a statechart when it is created (each compound
// state's initial state, each target), so a broken chart fails here, as a test.
import { expect, it } from 'vitest'

const modules = import.meta.glob('../../src/machines/*.ts')

it.each(Object.keys(modules))('%s loads', async (path) => {
  await expect(modules[path]!()).resolves.toBeDefined()
})
