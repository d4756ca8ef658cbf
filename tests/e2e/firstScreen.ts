import type { Locator } from '@playwright/test'

/** The first screen of the phone the arrival pages are designed for (issue 47). */
export const phoneFirstScreen = { width: 375, height: 667 } as const

/**
 * Why `control` is not usable in the page's first screen: '' when it lies wholly inside the
 * viewport with the page scrolled to its top, and the element at its centre is the control
 * itself (or a part of it), so that no sticky bar, banner, sidebar or dialog covers it.
 */
export function outOfFirstScreen(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    window.scrollTo(0, 0)
    const box = element.getBoundingClientRect()
    const name = (node: Element | null) =>
      node
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
            node.className && typeof node.className === 'string'
              ? `.${node.className.trim().split(/\s+/).join('.')}`
              : ''
          }`
        : 'nothing'
    if (box.width === 0 || box.height === 0) return 'not shown'
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      return `outside the first screen (${Math.round(box.left)}, ${Math.round(box.top)} to ${Math.round(box.right)}, ${Math.round(box.bottom)} in ${innerWidth} x ${innerHeight})`
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (top && (top === element || element.contains(top))) return ''
    return `covered by ${name(top)}`
  })
}
