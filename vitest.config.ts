import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    // The server's tests run in Node against real databases (vitest.server.config.ts), the
    // fault suite against real server processes (vitest.faults.config.ts).
    exclude: ['tests/server/**', 'tests/faults/**', '**/node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // A model path's view run renders a view and walks a whole flow through it: on a 2-core CI
    // machine under load the longest session paths took more than the default 5 s.
    testTimeout: 20_000,
    // Vitest's default leaves a core to the main process: on CI's two cores that is one worker,
    // and the suite took 151 s instead of 91.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads start faster than child processes: 148 s instead of 170 for the suite.
    pool: 'threads',
    // The views' VM workers (below) keep what each file's context leaves (the views' run peaked
    // at 2.6 GB against 0.9 GB in threads): a worker past 1 GB is replaced, rather than at
    // Vitest's default of half the machine's memory per worker (2.3 GB at peak then).
    vmMemoryLimit: '1GB',
    // Views (.tsx) render into happy-dom; the rest (machines, spec tables, libraries) runs in
    // Node, where a file starts without a page to build: the 58 .ts files took 42 s instead of
    // 60, the suite 170 s instead of 200. A .ts file that needs a page says so in its first
    // line: `// @vitest-environment happy-dom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/**/*.test.tsx'],
          environment: 'happy-dom',
          // Each view file in a fresh VM context of a worker that stays, rather than a fresh
          // worker: the page's environment and React start once per worker instead of once
          // per file (views and spec views: 61 s of CPU instead of 100, environment 11 s of
          // worker time instead of 59). The node files stay in threads: two of them need
          // Node's own module loader (lint-zones, inspectorSecrets failed in a VM context).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: { name: 'logic', include: ['tests/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
})
