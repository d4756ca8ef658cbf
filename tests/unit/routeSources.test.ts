import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../src/router'
import { routeSources } from '../../scripts/lib/build-manifest'

// The prerenderer preloads each page's route chunks by the router's route ids; a route the
// build manifest cannot find would load its code only after the entry ran (a waterfall).
describe('routeSources', () => {
  it('knows the file of every route the router has, by its full id', () => {
    const sources = routeSources()
    const router = createAppRouter(createMemoryHistory())
    const ids = Object.keys(router.routesById)
    expect(ids.length).toBeGreaterThanOrEqual(26)
    for (const id of ids) {
      const file = sources.get(id)?.file
      expect(file, id).toBeDefined()
      expect(existsSync(file!), file).toBe(true)
    }
    expect(sources.get('/_page/interview/$hash')?.file).toBe('src/routes/_page/interview.$hash.tsx')
  })
})
