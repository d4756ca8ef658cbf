import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useModalDialog, type ModalDialogOptions } from '../../src/ui/common/useModalDialog'

// happy-dom has no top layer: showModal() sets `open`, which is what the hook's bookkeeping
// needs. close() removes it and, as browsers do (unlike happy-dom), fires `close` in a task of
// its own.
let showModal: ReturnType<typeof vi.spyOn>
let close: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
  close = vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (
    this: HTMLDialogElement,
  ) {
    if (!this.open) return
    this.removeAttribute('open')
    setTimeout(() => this.dispatchEvent(new Event('close')))
  })
})
const closeEventsFired = () => act(() => new Promise((resolve) => setTimeout(resolve)))
afterEach(() => vi.restoreAllMocks())

type Props = Omit<ModalDialogOptions, 'initialFocus'> & {
  startOnLater?: boolean
  prerenderedOpen?: boolean
  firstControl?: 'autofocus' | 'field' | 'button'
}

function Dialog({ startOnLater, prerenderedOpen, firstControl = 'field', ...options }: Props) {
  const later = useRef<HTMLButtonElement>(null)
  const modal = useModalDialog({ ...options, initialFocus: startOnLater ? later : undefined })
  return (
    <dialog {...modal} open={prerenderedOpen} aria-label="Test dialog">
      <button type="button">Close</button>
      {firstControl !== 'button' && <input aria-label="Name" />}
      {firstControl === 'autofocus' && (
        <button type="button" data-autofocus>
          Ok
        </button>
      )}
      <button type="button" ref={later}>
        Later
      </button>
    </dialog>
  )
}

/** The page: an opener outside the dialog, focused before it opens. */
function page(props: Props) {
  const view = render(
    <>
      <button type="button">Opener</button>
      <Dialog {...props} />
    </>,
  )
  return {
    ...view,
    opener: screen.getByRole('button', { name: 'Opener', hidden: true }),
    dialog: document.querySelector('dialog')!,
    rerenderDialog: (next: Props) =>
      view.rerender(
        <>
          <button type="button">Opener</button>
          <Dialog {...next} />
        </>,
      ),
  }
}

const focused = () =>
  (document.activeElement as HTMLElement | null)?.textContent ||
  document.activeElement?.getAttribute('aria-label')

describe('useModalDialog', () => {
  it('stays closed while the state is closed, then shows the dialog as a modal', () => {
    const { dialog, rerenderDialog } = page({ state: 'closed' })
    expect(dialog.open).toBe(false)
    expect(showModal).not.toHaveBeenCalled()
    rerenderDialog({ state: 'open' })
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
  })

  it.each([
    ['the element marked data-autofocus', 'autofocus', 'Ok'],
    ['the first field', 'field', 'Name'],
    ['the first link or button when there is no field', 'button', 'Close'],
  ] as const)('focuses %s when it opens', (_, firstControl, name) => {
    page({ state: 'open', firstControl })
    expect(focused()).toBe(name)
  })

  it('focuses the element it is given instead', () => {
    page({ state: 'open', startOnLater: true })
    expect(focused()).toBe('Later')
  })

  it('stays open while closing (the fade), then closes and gives focus back to the opener', () => {
    const { dialog, opener, rerenderDialog } = page({ state: 'closed' })
    opener.focus()
    rerenderDialog({ state: 'open' })
    expect(focused()).toBe('Name')
    rerenderDialog({ state: 'closing' })
    expect(dialog.open).toBe(true)
    rerenderDialog({ state: 'closed' })
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('gives focus back when unmounted: to the fallback when the opener is gone', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const overlay = document.createElement('section')
    overlay.tabIndex = -1
    document.body.append(overlay)
    const { unmount } = page({ state: 'open', fallbackFocus: () => overlay })
    opener.remove()
    unmount()
    expect(document.activeElement).toBe(overlay)
    overlay.remove()
  })

  it('asks the machine to close on Escape, and keeps the browser from closing it meanwhile', () => {
    const onClose = vi.fn()
    const { dialog } = page({ state: 'open', onClose })
    const escape = new Event('cancel', { cancelable: true })
    act(() => void dialog.dispatchEvent(escape))
    expect(escape.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
  })

  it('cannot be dismissed with Escape when nobody listens for a close', () => {
    const { dialog } = page({ state: 'open' })
    const escape = new Event('cancel', { cancelable: true })
    act(() => void dialog.dispatchEvent(escape))
    expect(escape.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(true)
  })

  it('tells the machine when the browser closed the dialog by itself, unless it was closing', async () => {
    const onClose = vi.fn()
    const { dialog, rerenderDialog } = page({ state: 'open', onClose })
    dialog.close() // as a second Escape may do
    await closeEventsFired()
    expect(onClose).toHaveBeenCalledTimes(1)
    rerenderDialog({ state: 'closed', onClose })
    rerenderDialog({ state: 'open', onClose })
    rerenderDialog({ state: 'closing', onClose })
    dialog.close()
    await closeEventsFired()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('does not ask to close when the machine closed it', async () => {
    const onClose = vi.fn()
    const { rerenderDialog } = page({ state: 'open', onClose })
    rerenderDialog({ state: 'closing', onClose })
    rerenderDialog({ state: 'closed', onClose })
    await closeEventsFired()
    expect(close).toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('makes a dialog prerendered open (not modal) a modal once hydrated, without a close', async () => {
    const onClose = vi.fn()
    const { dialog } = page({ state: 'open', onClose, prerenderedOpen: true })
    expect(close).toHaveBeenCalledTimes(1)
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(close.mock.invocationCallOrder[0]).toBeLessThan(showModal.mock.invocationCallOrder[0]!)
    expect(dialog.open).toBe(true)
    await closeEventsFired()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('keeps Tab inside the dialog', () => {
    const { dialog } = page({ state: 'open', firstControl: 'button' })
    const later = screen.getByRole('button', { name: 'Later', hidden: true })
    later.focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    act(() => void later.dispatchEvent(tab))
    expect(tab.defaultPrevented).toBe(true)
    expect(focused()).toBe('Close')
    expect(dialog.contains(document.activeElement)).toBe(true)
  })
})
