import { test as base, expect } from '@playwright/test'

/** Every page test fails when the browser console reports an error or a page throws, except
 *  for the messages a test expects (`test.use({ expectedConsoleErrors: [/…/] })`). */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      const unexpected = errors.filter(
        (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
      )
      expect(unexpected, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
