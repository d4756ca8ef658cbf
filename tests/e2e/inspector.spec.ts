import { startLogServer } from '../support/inspectLogServer'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'

/** A stand-in for the Stately inspector's window (no internet here): it answers like the real
 *  one and keeps every message the page posts to it. */
const fakeInspectorPage = `<!doctype html><title>Inspector</title><script>
  window.received = []
  addEventListener('message', (event) => window.received.push(JSON.stringify(event.data)))
  window.opener.postMessage({ type: '@statelyai.connected' }, '*')
</script>`

test.describe('without ?inspect', () => {
  test('none of the inspector’s code is requested', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/')
    await page.getByRole('tab', { name: 'Remote' }).click()
    expect(requested.filter((url) => /inspector|createAppInspector/i.test(url))).toEqual([])
    await expect(page.locator('#inspector-badge')).toHaveCount(0)
  })
})

test.describe('?inspect: the badge and the Stately inspector', () => {
  test.use({ bypassCSP: true }) // axe-core is injected as an inline script

  test('says inspection is on and opens the inspector only on a click; no password reaches it', async ({
    page,
  }) => {
    await page
      .context()
      .route('https://stately.ai/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: fakeInspectorPage }),
      )
    const popups: string[] = []
    page.on('popup', (popup) => popups.push(popup.url()))
    await page.goto('/?inspect')
    const badge = page.getByRole('complementary', { name: 'Inspection on: Stately inspector' })
    await expect(badge).toBeVisible()
    await expect(badge.getByRole('status')).toContainText('Not opened')
    expect(await axeViolations(page)).toEqual([])
    expect(popups).toEqual([]) // nothing opened by itself

    // A person signs in: what they type streams to the inspector once it is open.
    await page.getByRole('button', { name: 'Enter to the Future' }).click()
    await page.getByLabel('User Name').fill('demo.member')
    await page.getByLabel('Password').fill('Typed-Secret-42')
    // A modal dialog leaves the rest of the page inert, the badge too: close it first. What
    // happened before the window opens is kept and sent to it.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    const open = badge.getByRole('button', { name: 'Open the Stately inspector' })
    await open.focus()
    const popupOpened = page.waitForEvent('popup')
    await page.keyboard.press('Enter') // keyboard usable, and a user gesture
    const inspector = await popupOpened
    await expect(badge.getByRole('status')).toContainText('Connected')
    await expect(badge.getByRole('button', { name: 'Open the inspector again' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    const received = () =>
      inspector.evaluate(() => (window as unknown as { received: string[] }).received)
    await expect.poll(async () => (await received()).join('\n')).toContain('demo.member')
    const all = (await received()).join('\n')
    expect(all).toContain('[redacted]')
    expect(all).not.toContain('Typed-Secret-42')
  })
})

test.describe('?inspect=ws://…: the stream to npm run inspect:log', () => {
  test.use({
    bypassCSP: true, // axe-core is injected as an inline script
    expectedConsoleErrors: [/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/],
  })

  test('fails while nothing answers, retries, then delivers every actor’s events, redacted', async ({
    page,
  }) => {
    test.setTimeout(45_000)
    const free = await startLogServer()
    free.close() // nothing listens on that port until the test starts the inspector there
    const { url } = free
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    // The page's timers on a clock the test can move: each retry comes 5 s after a failure
    // (RETRY_MS), and waiting for two of them in real time was 10 s of the suite.
    await page.clock.install()
    await page.goto(`/?inspect=${url}`)
    const badge = page.getByRole('complementary', { name: `Inspection on: WebSocket ${url}` })
    const status = badge.getByRole('status')
    await expect(status).toContainText('Failed')
    await expect(status).toContainText(`Nothing answers at ${url}`)
    // Nothing to open in this mode: its one button exports the flight recording.
    await expect(badge.getByRole('button')).toHaveText(['Export recording'])
    expect(await axeViolations(page)).toEqual([])
    // The badge says how long it waits between tries.
    const retrySeconds = Number(/Retrying every (\d+) s/.exec((await status.textContent())!)![1])
    await page.clock.fastForward(retrySeconds * 1000)
    // The second attempt failed too, and its retry is due (the next fast-forward runs it).
    await expect(status).toContainText(`Retrying every ${retrySeconds} s (attempt 2)`)

    // Before the inspector starts: kept, and sent once it connects.
    await page.getByRole('tab', { name: 'Remote' }).click()
    const server = await startLogServer(free.port)
    try {
      await page.clock.fastForward(retrySeconds * 1000)
      await expect(status).toContainText('Connected')
      await expect(status).toContainText(`Streaming every actor to ${url}`)
      await page.getByRole('button', { name: 'Enter to the Future' }).click()
      await page.getByLabel('User Name').fill('demo.member')
      await page.getByLabel('Password').fill('Typed-Secret-42')
      const received = () => server.messages.join('\n')
      await expect.poll(received).toContain('"type":"CHANGE_PASSWORD","value":"[redacted]"')
      const messages = server.messages.map(
        (text) => JSON.parse(text) as { type: string; event?: { type?: string } },
      )
      expect(messages.some((message) => message.type === '@xstate.actor')).toBe(true)
      expect(messages.some((message) => message.event?.type === 'SELECT')).toBe(true)
      expect(received()).toContain('"username":"demo.member"')
      expect(received()).not.toContain('Typed-Secret-42')
    } finally {
      server.close()
    }
    expect(requested.filter((address) => !address.startsWith('http://127.0.0.1'))).toEqual([])
  })
})
