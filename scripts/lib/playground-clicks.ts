// A check that `npm run gallery` runs in Chromium before its pictures: the playground's steps and
// its 'Link to this state' stay clickable while the view shows a modal <dialog>. A modal dialog
// makes the rest of its document inert, which no jsdom test sees; the playground renders the
// view in a frame of its own (src/playground/ViewFrame.tsx) so that only the frame is inert.
import type { Locator, Page } from '@playwright/test'
import { stateLink } from '../../src/playground/playgroundRun.ts'

/** A click where the person's mouse would go: at the middle of the element, with no check of
 *  Playwright's that could tell an inert page from a clickable one. */
async function clickAtItsPlace(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded()
  const box = await element.boundingBox()
  if (!box) throw new Error(`${element} is not on the page`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Waits until the playground says the machine is in `state`. */
async function expectState(page: Page, state: string, after: string): Promise<void> {
  const shown = page.getByTestId('current-state')
  try {
    await page.waitForFunction(
      ([element, expected]) => element?.textContent === expected,
      [await shown.elementHandle(), state] as const,
      { timeout: 10_000 },
    )
  } catch {
    throw new Error(`after ${after}, the state is '${await shown.textContent()}', not '${state}'`)
  }
}

/** Whether a modal dialog is open in the page or in one of its frames. */
const modalOpen = (page: Page) =>
  page.evaluate(() =>
    [document, ...[...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument)]
      .filter((document) => document !== null)
      .some((document) => document.querySelector('dialog:modal') !== null),
  )

/** Opens the membership dialog (the real login modal, a modal dialog) and walks it closed by
 *  clicking the steps; throws, naming what did not happen, when a click was swallowed. */
export async function checkStepsClickableBesideModal(page: Page): Promise<void> {
  const opened = stateLink('/__playground', 'membershipDialog', [
    { send: { type: 'OPEN', step: 1 } },
  ])
  await page.goto(opened)
  await expectState(page, 'shown.open', 'opening the dialog by a link')
  for (let tries = 0; !(await modalOpen(page)); tries++) {
    if (tries === 50) throw new Error('the dialog opened by the link is not shown as a modal')
    await page.waitForTimeout(200)
  }

  // The link reloads the page at the same state: a navigation shows that it took the click.
  const reloaded = page.waitForEvent('load', { timeout: 10_000 })
  await clickAtItsPlace(page, page.getByRole('link', { name: 'Link to this state' }))
  await reloaded.catch(() => {
    throw new Error("'Link to this state' took no click while the dialog was open")
  })
  await expectState(page, 'shown.open', "following 'Link to this state'")

  await clickAtItsPlace(page, page.getByRole('button', { name: /^loginModal answers/ }))
  await expectState(page, 'shown.closing', "clicking 'loginModal answers'")
  if (!(await modalOpen(page))) throw new Error('the dialog is not shown while it fades out')
  // During the fade-out the dialog is still modal.
  await clickAtItsPlace(page, page.getByRole('button', { name: 'Let 300 ms pass' }))
  await expectState(page, 'closed', "clicking 'Let 300 ms pass' during the fade-out")
}
