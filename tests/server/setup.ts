// Run before each test file: its servers and stores are removed after it (harness.ts).
import { afterAll } from 'vitest'
import { cleanUp } from './harness.ts'

afterAll(cleanUp)
