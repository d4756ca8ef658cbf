import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react'
import { keepFocusInside } from './keepFocusInside'

/** 'open' and 'closing' (a fade-out) show the dialog as a modal; 'closed' closes it. */
export type ModalDialogState = 'open' | 'closing' | 'closed'

export interface ModalDialogOptions {
  state: ModalDialogState
  /** Asked for by Escape and by the browser closing the dialog itself; without it, Escape
   *  does nothing (a dialog the person cannot dismiss). */
  onClose?: () => void
  /** Where focus starts; by default the first `[data-autofocus]`, else field, else link or
   *  button (content that loads later focuses its own first field). Keep it stable (a ref). */
  initialFocus?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the element that had it before is gone, found in the
   *  dialog's document. Keep it stable. */
  fallbackFocus?: (document: Document) => HTMLElement | null
}

/**
 * A native modal <dialog> (focus trap, inert page, top layer) that follows its machine:
 * `showModal()` while the state is open or closing, `close()` when closed, and focus back
 * where it was (also when it unmounts). A dialog prerendered open (not modal) becomes modal
 * on hydration. Spread the result on the <dialog>. The scroll lock is the machines' action.
 */
export function useModalDialog({
  state,
  onClose,
  initialFocus,
  fallbackFocus,
}: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null)
  const shown = state !== 'closed'
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !shown) return
    // The dialog's own document (in the playground, a view's frame), not the page's.
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null
    if (!dialog.matches(':modal')) {
      dialog.close() // nothing when closed; a dialog prerendered open is shown again as a modal
      dialog.showModal()
    }
    const start =
      initialFocus?.current ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector('input') ??
      dialog.querySelector<HTMLElement>('a[href], button:not([data-close])') ??
      dialog.querySelector<HTMLElement>('[data-close]')
    start?.focus()
    return () => {
      if (dialog.isConnected) dialog.close() // (unmounted, it left with its element)
      ;(opener?.isConnected ? opener : fallbackFocus?.(dialog.ownerDocument))?.focus()
    }
  }, [shown, initialFocus, fallbackFocus])

  return {
    ref,
    onKeyDown: keepFocusInside,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault() // Escape: the machine closes it, after its fade
      onClose?.()
    },
    // The browser may close a modal by itself (a second Escape): the machine must follow. The
    // closes above find the state closed, or the dialog shown again.
    onClose: () => {
      if (state === 'open' && !ref.current?.open) onClose?.()
    },
  }
}
