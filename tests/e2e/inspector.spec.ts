import { once } from 'node:events'
import { WebSocketServer } from 'ws'
import { test, expect } from './fixtures'
import { axeViolations } from './a11y'

/** A stand-in for the Stately inspector's window (no internet here): it answers like the real
 *  one and keeps every message the page posts to it. */
const fakeInspectorPage = `<!doctype html><title>Inspector</title><script>
  window.received = []
  addEventListener('message', (event) => window.received.push(JSON.stringify(event.data)))
  window.opener.postMessage({ type: '@statelyai.connected' }, '*')
</script>`

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
    await expect(badge.getByRole('button', { name: 'Show the inspector' })).toBeVisible()

    const received = () =>
      inspector.evaluate(() => (window as unknown as { received: string[] }).received)
    await expect.poll(async () => (await received()).join('\n')).toContain('demo.member')
    const all = (await received()).join('\n')
    expect(all).toContain('[redacted]')
    expect(all).not.toContain('Typed-Secret-42')
  })
})

test.describe('?inspect=ws://…: the badge follows the connection', () => {
  test.use({
    expectedConsoleErrors: [/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/],
  })

  test('fails while nothing answers, retries, and connects once the inspector starts', async ({
    page,
  }) => {
    test.setTimeout(45_000)
    const port = 9402 // free when the test starts: nothing listens until the test starts it
    await page.goto(`/?inspect=ws://127.0.0.1:${port}`)
    const badge = page.getByRole('complementary', {
      name: `Inspection on: WebSocket ws://127.0.0.1:${port}`,
    })
    const status = badge.getByRole('status')
    await expect(status).toContainText('Failed')
    await expect(status).toContainText(`Nothing answers at ws://127.0.0.1:${port}`)
    await expect(badge.getByRole('button')).toHaveCount(0) // nothing to open in this mode
    await expect(status).toContainText('attempt 2', { timeout: 10_000 })

    const server = new WebSocketServer({ host: '127.0.0.1', port })
    await once(server, 'listening')
    try {
      await expect(status).toContainText('Connected', { timeout: 10_000 })
      await expect(status).toContainText(`Streaming every actor to ws://127.0.0.1:${port}`)
    } finally {
      server.close()
    }
  })
})

test.describe('?inspect=panel: the actors in the page, offline', () => {
  test.use({ bypassCSP: true }) // axe-core is injected as an inline script

  test('lists each live actor with its state, redacted context and last events', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/?inspect=panel')
    await expect(
      page.getByRole('complementary', { name: 'Inspection on: in-page panel' }).getByRole('status'),
    ).toContainText('Connected')
    const panel = page.getByRole('complementary', { name: /^Live actors/ })
    await expect(panel.locator('[data-actor="session"]')).toBeVisible()

    await page.getByRole('button', { name: 'Enter to the Future' }).click()
    await page.getByLabel('User Name').fill('demo.member')
    await page.getByLabel('Password').fill('Typed-Secret-42')
    const loginModal = panel.locator('[data-actor="loginModal"]')
    await expect(loginModal).toContainText('"login":"editing"')
    // The modal dialog leaves the panel inert: read it as it is, then close the dialog.
    await loginModal.evaluate((item) => item.querySelector('details')!.setAttribute('open', ''))
    await expect(loginModal).toContainText('"username": "demo.member"')
    await expect(loginModal).toContainText('"password": "[redacted]"')
    await expect(loginModal).toContainText('"type":"CHANGE_PASSWORD","value":"[redacted]"')
    await expect(panel).not.toContainText('Typed-Secret-42')

    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(loginModal).toHaveCount(0) // it stopped with the dialog
    await panel.locator('[data-actor="session"] summary').focus()
    await page.keyboard.press('Enter')
    await expect(panel.locator('[data-actor="session"] details')).toHaveAttribute('open', '')
    expect(await axeViolations(page)).toEqual([])
    expect(requested.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([])
  })
})
