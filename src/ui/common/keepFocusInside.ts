import type { KeyboardEvent } from 'react'

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/** onKeyDown of a modal: Tab from the last control goes to the first and Shift+Tab from the
 *  first to the last, so focus never leaves the dialog (a native modal lets it reach the
 *  browser's own toolbar). */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  // The dialog's own document: the playground shows views in a frame of their own.
  const active = event.currentTarget.ownerDocument.activeElement
  if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  } else if (event.shiftKey && active === first) {
    event.preventDefault()
    last.focus()
  }
}
