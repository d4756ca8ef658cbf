// The flight recorder end to end (issue 45, item 2; docs/testing.md, "The flight recorder"): a
// session recorded on the site and one on the console through the inspector badge (`?inspect`),
// both exported; the site's imported in the playground and replayed, two steps back (the view
// and the marked state change); saved as a test, which then passes under Vitest.
//
// The playground is no part of the site's build (playground.html is no build input): this spec
// builds it with Vite (about 10 s, while the browser records the sessions; playground.ts) into a
// folder of its own, or takes the one `npm test` built, and serves that with Vite's preview
// server on 127.0.0.1.
import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import type { Download, Page } from '@playwright/test'
import { preview } from 'vite'
import { demo } from '../../server/demo/seed'
import { readRecording, type Recording } from '../../src/dev/recording'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'
import { buildPlayground } from './playground'

/** The playground's static build: the one `npm test` made (PLAYGROUND_BUILD), or this spec's. */
const playgroundDir = process.env.PLAYGROUND_BUILD ?? '.tmp/recorder-playground'
const wrongPassword = 'Not-The-Password-7'

async function exported(page: Page): Promise<{ recording: Recording; text: string }> {
  const badge = page.getByRole('complementary', { name: /^Inspection on/ })
  await expect(badge.getByTestId('recorder-count')).toContainText(/Recording every actor: \d+/)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    badge.getByRole('button', { name: 'Export recording' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^recording-[a-z-]+-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/)
  const text = readFileSync(await download.path(), 'utf8')
  const read = readRecording(text)
  if (!read.ok) throw new Error(read.problem)
  return { recording: read.recording, text }
}

const machinesOf = (recording: Recording) => new Set(recording.actors.map((actor) => actor.machine))

const savedText = async (download: Download) => readFileSync(await download.path(), 'utf8')

test.use({
  // The wrong password's refusal (401), as on the site; the console's first visit asks whether
  // a session is there (401 when none).
  expectedConsoleErrors: [/the server responded with a status of 401/],
})

test('a recorded session replays in the playground and saves as a passing test', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const built = process.env.PLAYGROUND_BUILD ? Promise.resolve() : buildPlayground(playgroundDir)
  built.catch(() => {}) // awaited below; a failure is reported there

  // The site: the login modal, a wrong password refused, then closed.
  await page.goto('/?inspect')
  await page.getByRole('button', { name: 'Enter to the Future' }).click()
  const dialog = page.getByRole('dialog', { name: 'Platform Access' })
  await dialog.getByLabel('User Name').fill('demo.member')
  await dialog.getByLabel('Password').fill(wrongPassword)
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'There was an error trying to validate user credentials',
  )
  await page.keyboard.press('Escape') // a modal leaves the badge inert
  await expect(dialog).toBeHidden()
  const site = await exported(page)
  expect(machinesOf(site.recording)).toContain('loginModal')
  expect(site.text).not.toContain(wrongPassword)

  // The console: the sign-in screen, the demo agent signed in.
  await page.goto('/agents?inspect')
  await page.getByLabel('User name').fill(demo.agent.username)
  await page.getByLabel('Password').fill(demo.agent.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  const agents = await exported(page)
  expect(agents.recording.page).toBe('/agents')
  expect(machinesOf(agents.recording)).toContain('agentSignIn')
  expect(agents.text).not.toContain(demo.agent.password)

  // The playground: the site's recording, its login modal replayed.
  await built
  const server = await preview({
    configFile: false,
    logLevel: 'error',
    build: { outDir: playgroundDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  try {
    const { port } = server.httpServer.address() as AddressInfo
    const playground = `http://127.0.0.1:${port}`
    // The playground's page names no icon; the browser asks for one anyway.
    await page.route(`${playground}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
    await page.goto(`${playground}/playground.html`)
    await page.getByLabel('Import recording').setInputFiles({
      name: 'site.json',
      mimeType: 'application/json',
      buffer: Buffer.from(site.text),
    })
    await expect(page.getByRole('heading', { name: 'Recording site.json' })).toBeVisible()
    const actor = page.getByLabel('Actor to replay')
    const modal = actor.locator('option', { hasText: /^loginModal/ })
    await actor.selectOption((await modal.getAttribute('value'))!)
    const state = page.getByTestId('replay-state')
    const marked = page.getByTestId('diagram').locator('[data-playground-active]')
    const view = page.frameLocator('iframe[title="The view of loginModal, replayed"]')
    const refusal = view.getByText('There was an error trying to validate user credentials')
    await expect(state).toHaveText('login.failed')
    await expect(refusal).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0) // it replays to its end
    const markedAtEnd = await marked.getAttribute('id')

    await page.getByRole('button', { name: 'Step back' }).click()
    await expect(state).toHaveText('login.submitting')
    await expect(refusal).toBeHidden()
    await expect(view.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-busy', 'true')
    await expect(marked).not.toHaveId(markedAtEnd!)
    await page.getByRole('button', { name: 'Step back' }).click()
    await expect(state).toHaveText('login.editing')
    await expect(page.getByTestId('replay-position')).toContainText(/^Event \d+ of \d+: /)
    await expect(view.getByLabel('User Name')).toHaveValue('demo.member')
    expect(await axeViolations(page)).toEqual([])
    // The scrubber by keyboard: the range's End is the last event.
    await page.getByRole('slider', { name: 'Event' }).focus()
    await page.keyboard.press('End')
    await expect(state).toHaveText('login.failed')

    // Saved as a test: a Vitest file that passes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as test' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('loginModal-home.test.ts')
    const saved = `tests/recordings/e2e-saved-${Date.now().toString(36)}.test.ts`
    writeFileSync(saved, await savedText(download))
    try {
      const { stdout } = await promisify(execFile)(
        'npx',
        ['vitest', 'run', '--project', 'logic', '--reporter', 'dot', saved],
        { timeout: 60_000 },
      )
      expect(stdout).toMatch(/1 passed/)
    } finally {
      rmSync(saved, { force: true })
    }
  } finally {
    await new Promise((resolve) => server.httpServer.close(resolve))
  }
})
