import { afterEach, vi } from 'vitest'

// Testing Library waits on `jest.advanceTimersByTime` when fake timers are on; without this
// shim `await user.click()` hangs under vi.useFakeTimers().
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
})

// Only a file with a page (happy-dom) renders: a node file (machines, spec tables, libraries)
// does not load React, Testing Library and jest-dom's matchers for nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
    // A scroll lock left by a test must not leak.
    document.body.removeAttribute('style')
  })
}
