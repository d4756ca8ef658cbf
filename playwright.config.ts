import { defineConfig, devices } from '@playwright/test'

// The end-to-end suite runs Debian's Chromium (no browser download) against the production
// build, served by the same server `npm start` runs, with a throwaway data directory.
const port = Number(process.env.E2E_PORT ?? 8788)
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'
/** Chromium 156 gives every new tab a WebUI omnibox popup, a page with a renderer of its own
 *  that headless never shows: it doubled what a test's page cost the CPU (a new page and a visit
 *  of /memberships: 4.1 CPU-seconds with it, 2.0 without). */
export const withoutOmniboxPopup =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'
/** The end-to-end tests' browser: Debian's Chromium headless shell, the same Blink as
 *  /usr/bin/chromium without the desktop browser around it (no window, tab strip or omnibox to
 *  run headless), as Playwright's own headless runs use. The whole suite took 23 % fewer
 *  CPU-seconds (475 against 367 on this machine; 257 s against 208). The SVG diagrams, the
 *  screenshots script and the performance scripts keep /usr/bin/chromium (a browser as people
 *  run it). CHROMIUM_HEADLESS_SHELL_PATH may point elsewhere. */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  withoutOmniboxPopup,
]

export default defineConfig({
  testDir: 'tests/e2e',
  // `npm test` runs the two projects side by side, each with its own results folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The JSON report lets `npm test` count the tests (PLAYWRIGHT_JSON_OUTPUT_NAME names it).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
  projects: [
    // Taps on an emulated slow phone: tests that mostly wait on the network and a throttled CPU.
    // One at a time: two 4x-throttled pages on two cores starved each other, and a tap's effect
    // came after 30 s (the other worker runs the site's tests meanwhile). Listed first, so that
    // its tests start at once beside the site's, rather than run alone at the end.
    {
      name: 'slow phone',
      use: { ...devices['Desktop Chrome'] },
      testMatch: 'slow-phone.spec.ts',
      workers: 1,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: 'slow-phone.spec.ts',
    },
  ],
  webServer: {
    // A fresh data directory each run (with the demo data), so runs are reproducible. The built
    // server, as production runs it (`npm run build` first: `npm test` builds before e2e).
    command: `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      // A line per request would bury the test report: refusals, slow answers and errors only.
      LOG_LEVEL: 'warn',
      // Every test browser comes from 127.0.0.1: the per-IP limits would count them as one.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_ACCESS_CODE: '1000',
      RATE_LIMIT_FORMS: '1000',
    },
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 60_000,
  },
})
