// `npm run screenshots [-- --out <dir>] [-- --only <substring>]`: every route and every dialog or
// flow state, at 375 and 1440 px, as PNGs to look at (default screenshots/, git-ignored). It
// serves the production build (run `npm run build` first) with a throwaway data directory and
// drives the real site in Debian's Chromium, so what it writes is what a visitor sees.
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { siteRoutes, routeFileName, viewports } from '../tests/e2e/site-routes.ts'
import { flowScenes, type Width } from './screenshots/scenes.ts'
import { startSiteServer } from './lib/site-server.ts'
import { chromiumArgs } from '../playwright.config.ts'
import { loadLazyImages } from '../tests/e2e/lazyImages.ts'

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } },
})
const out = values.out!
const port = 8890
const origin = `http://127.0.0.1:${port}`
const dataDir = '.tmp/screenshots-data'

if (!existsSync('dist/client/prerendered.json')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

/** Waits for hydration, web fonts and pictures, so a shot never catches a half-painted page. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // An embedded player or scheduler may keep a request open: its frame is painted by then.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)
}

rmSync(dataDir, { recursive: true, force: true })
const server = await startSiteServer(port, { dataDir })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
})
const failures: string[] = []
let written = 0
try {
  for (const width of ['phone', 'desktop'] as Width[]) {
    const dir = join(out, String(viewports[width].width))
    mkdirSync(dir, { recursive: true })
    const context = await browser.newContext({ viewport: viewports[width], baseURL: origin })
    // Pages whole; states as the screen shows them (a modal is centred in the window, so a
    // full-page shot would place it halfway down a long page).
    const shoot = async (name: string, act: (page: Page) => Promise<void>) => {
      if (values.only && !name.includes(values.only)) return
      const page = await context.newPage()
      try {
        await act(page)
        const fullPage = name.startsWith('page-')
        if (fullPage) await loadLazyImages(page)
        await settle(page)
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage })
        written++
      } catch (error) {
        failures.push(`${name} at ${viewports[width].width} px: ${(error as Error).message}`)
      } finally {
        await page.close()
      }
    }
    for (const route of siteRoutes()) {
      await shoot(`page-${routeFileName(route)}`, async (page) => {
        await page.goto(route)
      })
    }
    for (const scene of flowScenes) {
      if (scene.widths && !scene.widths.includes(width)) continue
      await context.clearCookies()
      await shoot(`state-${scene.name}`, async (page) => {
        await scene.act(page)
      })
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}
console.log(`${written} screenshots in ${out}/375 and ${out}/1440.`)
if (failures.length) {
  console.error(`${failures.length} could not be taken:\n${failures.join('\n')}`)
  process.exit(1)
}
