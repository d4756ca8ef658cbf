import { useCallback, useEffect, useEffectEvent, useRef } from 'react'

type TextControl = HTMLInputElement | HTMLTextAreaElement

/** Text typed into a prerendered field before React hydrated the page stays in the field,
 *  but React adopts it without calling onChange, so the flow would not know of it (on a slow
 *  phone a visitor can type that early). On the first commit, hand such text to the flow.
 *  Returns the ref for the field. */
export function useTextTypedEarly(value: string, onChange: (value: string) => void) {
  const control = useRef<TextControl | null>(null)
  const adoptEarlyText = useEffectEvent(() => {
    const shown = control.current?.value
    if (shown !== undefined && shown !== value) onChange(shown)
  })
  // Once: afterwards React reports every change itself.
  useEffect(() => adoptEarlyText(), [])
  return useCallback((element: TextControl | null) => {
    control.current = element
  }, [])
}
