import { defineConfig } from 'vitest/config'

// The tests StrykerJS runs against each mutant of src/machines: the spec tables, which drive
// the real machines as actors (no React, no DOM), so one mutant's run takes seconds, not
// minutes. The whole suite (views, model paths through the DOM) stays in vitest.config.ts,
// which runs these files too; the view-level spec tables (tests/spec/*.view.test.tsx) run
// there only.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/spec/**/*.test.ts'],
    restoreMocks: true,
  },
})
