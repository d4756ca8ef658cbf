// Where the keyboard's focus goes when a console view changes under it: never to the page's
// start, where a keyboard would begin again.
import { useEffect, useRef, useState, type RefObject } from 'react'

/** A part of a view that appears at a person's request (a question before an action, an
 *  account's settings) takes the focus as it appears, so the keyboard is where the work is; when
 *  it goes with the focus inside it, the focus goes back to the control that asked for it, or,
 *  where that is gone too, to a fallback. */
export function useFocusWhileShown(
  /** What takes the focus as the part appears (its action, its heading). */
  target: RefObject<HTMLElement | null>,
  /** Where the focus goes when the control that asked is gone (a revoked code's Revoke…). */
  fallback?: RefObject<HTMLElement | null>,
) {
  // The control that had the focus as the part appeared: read at the first render, before the
  // effect below moves the focus (StrictMode's second run would read the target itself).
  const [opener] = useState(() => document.activeElement)
  useEffect(() => {
    target.current?.focus()
    return () => {
      // Run once the part has left the page: a focus still somewhere else was put there.
      if (document.activeElement !== document.body && document.activeElement !== null) return
      const back =
        opener instanceof HTMLElement && opener.isConnected
          ? opener
          : // eslint-disable-next-line react-hooks/exhaustive-deps -- the node drawn as the part left (Erase… again), not the one there when it came
            fallback?.current
      back?.focus()
    }
  }, [target, opener, fallback])
}

/** When `key` changes (an item's possible actions, once one of them has acted) and the change
 *  took the focus with it (Take it gives way to Release), the focus goes to `target`. A key of
 *  null is nothing shown yet: the first one shown is not a change (a page just opened keeps the
 *  focus its route gave it). */
export function useFocusKeptAcross(key: string | null, target: RefObject<HTMLElement | null>) {
  const shown = useRef(key)
  useEffect(() => {
    const before = shown.current
    shown.current = key
    if (before === null || key === null || before === key) return
    if (document.activeElement === document.body || document.activeElement === null)
      target.current?.focus()
  }, [key, target])
}
