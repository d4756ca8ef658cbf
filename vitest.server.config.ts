import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// The server's tests: real servers on free ports, on PGlite, or on the PostgreSQL server named
// by DATABASE_URL (scripts/test-server-postgres.ts starts a throwaway one).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    // Removes each file's servers and stores after it (harness.ts).
    setupFiles: ['tests/server/setup.ts'],
    // The servers' request lines stay out of the output; errors still show (and tests that
    // read lines give the app a logger of their own: tests/server/logLines.ts).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
    // A fresh PGlite database takes a few seconds to create.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Most of a file's time was its start, not its tests: importing the server's modules
    // again and compiling PGlite's WebAssembly again (PGlite keeps the compiled module for
    // the life of its own module). A worker that keeps its modules across files does both
    // once. The tests share no state through modules: each file's servers and stores are its
    // own (harness.ts), and what files share is made by global-setup.ts.
    isolate: false,
    // Vitest's default leaves a core to the main process: on CI's two cores that is one
    // worker, and the servers' tests wait on their databases and child processes much of the
    // time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
