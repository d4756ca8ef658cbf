// What the form views' spec tables share: SPEC.md's message for a failed call, and a person
// typing under fake time (each test file turns fake timers on per test).
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'

export const FAILED = 'An error occurred. Please try again later.'

export const person = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
