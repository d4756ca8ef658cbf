import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'

// Testing Library waits on `jest.advanceTimersByTime` when fake timers are on; without this
// shim `await user.click()` hangs under vi.useFakeTimers().
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
})

afterEach(() => {
  cleanup()
  // A scroll lock left by a test must not leak (tests in the node environment have no page).
  if (typeof document !== 'undefined') document.body.removeAttribute('style')
})
