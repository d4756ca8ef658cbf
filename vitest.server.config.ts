import { defineConfig } from 'vitest/config'

// The server's tests: real servers on free ports, on PGlite, or on the PostgreSQL server named
// by DATABASE_URL (scripts/test-server-postgres.ts starts a throwaway one).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    // The servers' request lines stay out of the output; errors still show (and tests that
    // read lines give the app a logger of their own: tests/server/logLines.ts).
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
    // A fresh PGlite database takes a few seconds to create.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
