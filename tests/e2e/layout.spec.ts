import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { siteRoutes, viewports } from './site-routes'

// Layout rules a reviewer checks by eye, checked on every route: text keeps at least 12 px from
// the border of the dialog or card it sits in, and no navbar label wraps at 1440 px.

const MIN_INNER_SPACE = 12

/** Text that comes closer than MIN_INNER_SPACE to the inner edge of its bordered box (a
 *  dialog, a card, any element framed on all four sides that is not a control). */
function crampedText(page: Page) {
  return page.evaluate((minimum) => {
    const controls = 'button, input, textarea, select, a, summary, label, table, th, td, progress'
    const visible = (value: string) => value !== 'transparent' && !/, 0\)$/.test(value)
    const framed = (element: Element) => {
      if (element.matches(controls)) return false
      const style = getComputedStyle(element)
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
      const box = element.getBoundingClientRect()
      return (
        box.width >= 120 &&
        box.height >= 48 &&
        sides.every(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
            visible(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
        )
      )
    }
    const problems: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const parent = node.parentElement
      if (!parent || parent.closest('[aria-hidden="true"], .visually-hidden, svg')) continue
      if (parent.closest(controls)) continue // a control's own padding is its own affair
      const box = [...ancestors(parent)].find(framed)
      if (!box) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const text = range.getBoundingClientRect()
      if (text.width === 0 || text.height === 0) continue
      const outer = box.getBoundingClientRect()
      const style = getComputedStyle(box)
      const gaps = {
        top: text.top - outer.top - parseFloat(style.borderTopWidth),
        right: outer.right - parseFloat(style.borderRightWidth) - text.right,
        bottom: outer.bottom - parseFloat(style.borderBottomWidth) - text.bottom,
        left: text.left - outer.left - parseFloat(style.borderLeftWidth),
      }
      // Text scrolled out of a scrolling box is not touching anything.
      const scrolls = box.scrollHeight > box.clientHeight + 1
      for (const [side, gap] of Object.entries(gaps)) {
        if (scrolls && (side === 'top' || side === 'bottom')) continue
        if (gap < minimum - 0.5) {
          const name = node.textContent.trim().slice(0, 40)
          problems.push(`'${name}' is ${gap.toFixed(1)} px from the ${side} of ${describe(box)}`)
        }
      }
    }
    return problems

    function* ancestors(element: Element | null) {
      for (let current = element; current && current !== document.body;) {
        yield current
        current = current.parentElement
      }
    }
    function describe(element: Element) {
      const name = element.getAttribute('aria-label') ?? element.id
      return `<${element.tagName.toLowerCase()} class="${element.className}"${name ? ` "${name}"` : ''}>`
    }
  }, MIN_INNER_SPACE)
}

/** Navbar links and buttons whose label takes more than one line: their text's boxes span
 *  more than one line's height (icons beside a label do not count). */
function wrappedNavbarLabels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('header :is(a, button)')]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .filter((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        const boxes: DOMRect[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0))
        }
        if (boxes.length === 0) return false
        const top = Math.min(...boxes.map((box) => box.top))
        const bottom = Math.max(...boxes.map((box) => box.bottom))
        const line = Math.max(...boxes.map((box) => box.height))
        return bottom - top > line * 1.5
      })
      .map((element) => element.textContent?.trim() ?? ''),
  )
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('every route: text keeps 12 px from its card border; no navbar label wraps', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      for (const route of siteRoutes()) {
        await page.goto(route)
        expect(await crampedText(page), `${route} at ${name} width`).toEqual([])
        if (name === 'desktop') {
          expect(await wrappedNavbarLabels(page), `${route} navbar`).toEqual([])
        }
      }
    })

    test('dialogs: text keeps 12 px from the dialog border', async ({ page }) => {
      await page.goto('/career-path')
      await page.getByRole('button', { name: 'Enter to the Future' }).click()
      await expect(page.getByRole('dialog', { name: 'Platform Access' })).toBeVisible()
      expect(await crampedText(page), 'the login step').toEqual([])
      await page.getByRole('button', { name: 'I would like to be a member' }).click()
      await expect(page.getByRole('dialog', { name: 'Start your Journey' })).toBeVisible()
      expect(await crampedText(page), 'the invitation step').toEqual([])

      await page.goto('/nda')
      await expect(page.getByRole('dialog', { name: 'Confidentiality Agreement' })).toBeVisible()
      expect(await crampedText(page), 'the NDA').toEqual([])

      await page.goto('/interview/demo')
      if (name === 'phone') {
        await expect(page.getByRole('dialog')).toBeVisible() // the switch-to-a-computer notice
        expect(await crampedText(page), 'the mobile notice').toEqual([])
        return
      }
      await page.getByRole('button', { name: /Senior Platform/ }).click()
      await page.getByRole('button', { name: 'Start Interview', exact: true }).click()
      const modal = page.getByRole('dialog')
      await expect(modal).toHaveAccessibleName('Before you start')
      expect(await crampedText(page), 'the interview guidelines').toEqual([])
      await modal.getByRole('button', { name: 'Ok, got it!' }).click()
      await expect(modal).toHaveAccessibleName('This space is for invited candidates only')
      expect(await crampedText(page), 'the access code').toEqual([])
    })
  })
}

test.describe('the checks themselves', () => {
  test.use({ viewport: viewports.desktop })

  test('find text on a card border and a navbar label on two lines', async ({ page }) => {
    await page.goto('/memberships-how-to-earn')
    await page.addStyleTag({
      content:
        '.card { padding: 4px !important } header nav a { max-width: 4rem; white-space: normal !important }',
    })
    expect((await crampedText(page)).length).toBeGreaterThan(0)
    expect(await wrappedNavbarLabels(page)).toContain('Membership Levels')
  })
})
