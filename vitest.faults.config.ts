import { defineConfig } from 'vitest/config'

// `npm run test:faults`: real server processes pushed as an operator's world would (killed
// under load, a database stopped, several started at once, bursts against the limits, a broken
// data directory). Every file records its figures with `recordFigure`; they are printed at the
// end. All traffic goes to 127.0.0.1 and every loop is bounded.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    globalSetup: ['tests/faults/print-figures.ts', 'tests/faults/build-server.ts'],
    // One file at a time: the files start processes and measure times, which two cores
    // shared between files would distort.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
