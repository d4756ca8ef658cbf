import { test as base, expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the site's page (pages outside the app have no #root). The
 *  site paints its prerendered HTML before it hydrates, so a click right after the load event
 *  could land on markup that does not respond yet. */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
  )

/** Every page test fails when the browser console reports an error or a page throws, except
 *  for the messages a test expects (`test.use({ expectedConsoleErrors: [/…/] })`). */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  /** `goto` and `reload` return once the page is hydrated (unless asked to return at commit). */
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await hydrated(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await hydrated(page)
      return response
    }
    await provide(page) // Playwright's `use`, renamed: the hooks lint rule reads `use` as React's
  },
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
