import type { Page } from '@playwright/test'

// Layout rules a reviewer checks by eye, as functions a test runs on the page it has open:
// text keeps at least 12 px from the border of the dialog or card it sits in, no navbar label
// wraps, no button's or pill's label wraps, and the page's header shows the club's name and
// keeps its controls inside the content grid, checkboxes are the club's, not the browser's, and a
// focus ring keeps 3:1 on the band it is drawn on. every-page.spec.ts runs them on every route at
// both widths (in the same visit as its other checks); layout.spec.ts on the dialogs, and on
// broken pages to prove each can fail.

const MIN_INNER_SPACE = 12

/** Text that comes closer than MIN_INNER_SPACE to the inner edge of its bordered box (a
 *  dialog, a card, any element framed on all four sides that is not a control). */
export function crampedText(page: Page) {
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
export function wrappedNavbarLabels(page: Page) {
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

/** Controls (buttons, pill and icon links, tabs, summaries: a label and maybe an icon, no
 *  paragraphs) narrower than their label: a run of its text wraps, or (in a pill) its parts
 *  stack, as '‹' over 'Previous' did in a grid. Links inside running text wrap with it and
 *  are not looked at. */
export function wrappedControlLabels(page: Page) {
  return page.evaluate(() => {
    const controls = 'button, a, summary, [role="button"], [role="tab"], label.button'
    const blocks = 'p, h1, h2, h3, h4, h5, h6, div, li, img, ul, ol, figure, article, section'
    return [...document.querySelectorAll<HTMLElement>(controls)]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        // A poster or a card as one link (a picture and its title): a layout, not a control.
        if (box.height > 120) return false
        if (element.closest('[aria-hidden="true"], [inert]')) return false
        if (getComputedStyle(element).display === 'inline') return false
        if (element.querySelector(blocks)) return false
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        const boxes: DOMRect[] = []
        let wraps = false
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          if (node.parentElement?.closest('.visually-hidden, svg')) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
          boxes.push(...rects)
          // One run of text on two lines: the control is narrower than its words.
          const tops = rects.map((rect) => rect.top)
          const height = Math.max(...rects.map((rect) => rect.height))
          if (Math.max(...tops) - Math.min(...tops) > height / 2) wraps = true
        }
        if (boxes.length === 0) return false
        if (wraps) return true
        // A pill or a round control holds its label on one line: parts stacked in it (as '‹'
        // over 'Previous' in a grid) are a label broken up. (A tab or a row may set a title
        // over a caption on purpose.)
        const style = getComputedStyle(element)
        const pill = parseFloat(style.borderTopLeftRadius) >= element.clientHeight / 2 - 1
        const top = Math.min(...boxes.map((rect) => rect.top))
        const bottom = Math.max(...boxes.map((rect) => rect.bottom))
        const line = Math.max(...boxes.map((rect) => rect.height))
        return pill && bottom - top > line * 1.5
      })
      .map((element) => (element.textContent ?? '').trim().replace(/\s+/g, ' '))
  })
}

/** Whether the page's first header (the navbar, or the brand bar of a page without one) shows
 *  the club's wordmark, drawn and not hidden: the name, not the star alone. */
export function headerShowsClubName(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('body header')
    const wordmark = [...(header?.querySelectorAll('svg text') ?? [])].find(
      (text) => text.textContent?.trim() === 'NOVA CLUB',
    )
    const box = wordmark?.getBoundingClientRect()
    return Boolean(box && box.width > 40 && box.height > 8 && box.top < 120)
  })
}

/** Header controls (and the logo) that reach past the content grid: the header's inner
 *  container's content box, the edges every page's sections align to (the club navbar's Log
 *  In once ran 60 px past it at 1440 px). */
export function headerPastTheGrid(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('body header .container')
    if (!bar) return ['no header container']
    const box = bar.getBoundingClientRect()
    const style = getComputedStyle(bar)
    const left = box.left + parseFloat(style.paddingLeft) - 1
    const right = box.right - parseFloat(style.paddingRight) + 1
    return [...bar.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .filter((element) => {
        const { left: start, right: end } = element.getBoundingClientRect()
        return start < left || end > right
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || '').trim())
  })
}

/** Checkboxes the browser draws (its grey box): the club draws one of its own (global.css). */
export function browserCheckboxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((box) => box.getBoundingClientRect().width > 0)
      .filter((box) => getComputedStyle(box).appearance !== 'none')
      .map((box) => box.labels?.[0]?.textContent?.trim() ?? box.name),
  )
}

/** The contrast of the focus ring of `selector` (focused by the keyboard's way: :focus-visible)
 *  against the background it is drawn on: the nearest ancestor's opaque background. WCAG 2.2
 *  asks 3:1 of a focus indicator. */
export function focusRingContrast(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector)
    if (!element) throw new Error(`nothing matches ${selector}`)
    element.focus()
    if (!element.matches(':focus-visible')) throw new Error(`${selector} shows no focus ring`)
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    let behind: Element | null = element.parentElement
    let background = 'rgb(0, 0, 0)'
    for (; behind; behind = behind.parentElement) {
      const color = getComputedStyle(behind).backgroundColor
      if ((channels(color)[3] ?? 1) > 0) {
        background = color
        break
      }
    }
    const ring = luminance(getComputedStyle(element).outlineColor)
    const paper = luminance(background)
    return (Math.max(ring, paper) + 0.05) / (Math.min(ring, paper) + 0.05)
  }, selector)
}
