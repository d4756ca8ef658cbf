import { defineConfig } from 'vitest/config'

// The server's tests: real servers on free ports, on PGlite, or on the PostgreSQL server named
// by DATABASE_URL (scripts/test-server-postgres.ts starts a throwaway one).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    // A fresh PGlite database takes a few seconds to create.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
