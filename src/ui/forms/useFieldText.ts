import { useCallback, useEffectEvent, useLayoutEffect, useRef } from 'react'
import { textTypedEarly } from '../lazy/earlyInput'

type TextControl = HTMLInputElement | HTMLTextAreaElement

/**
 * The text of a field whose flow holds its value, kept in the field itself (uncontrolled): what
 * the visitor types shows at once, even while the flow's machine has not arrived (it hears the
 * change then), and React's hydration keeps it. `value` is the flow's; when the flow changes
 * it (a reset), the field shows it.
 *
 * Text put in before the page hydrated (typed, pasted, autofilled) is handed to the flow when
 * the field hydrates, and a field the visitor had already left is checked (`onCheck`), so its
 * reason shows as it would have. Returns the ref for the field.
 */
export function useFieldText(
  value: string,
  onChange: (value: string) => void,
  onCheck?: () => void,
) {
  const control = useRef<TextControl | null>(null)
  const adoptEarlyText = useEffectEvent(() => {
    const field = control.current
    const early = field ? textTypedEarly(field, value) : undefined
    if (field && early !== undefined) {
      onChange(early)
      if (field.ownerDocument.activeElement !== field) onCheck?.()
    }
  })
  useLayoutEffect(() => adoptEarlyText(), [])
  // Only when the flow's value changes (not on the first render): between two changes the
  // field may run ahead of the flow.
  const shown = useRef(value)
  useLayoutEffect(() => {
    const field = control.current
    if (shown.current === value) return
    shown.current = value
    if (field && field.value !== value) field.value = value
  }, [value])
  return useCallback((element: TextControl | null) => {
    control.current = element
  }, [])
}

/**
 * The same for a checkbox (render it with `defaultChecked={checked}`): its tick lives in the box, so a click ticks it at once (also before
 * the page hydrated, or while the flow's machine has not arrived); a tick put in before the
 * page hydrated is handed to the flow when the box hydrates, and the box shows what the flow
 * says when that changes. Returns the ref for the box.
 */
export function useCheckboxState(checked: boolean, onChange: (checked: boolean) => void) {
  const box = useRef<HTMLInputElement | null>(null)
  // The box was rendered with `defaultChecked`: ticked otherwise, the visitor did it.
  const adoptEarlyTick = useEffectEvent(() => {
    const current = box.current
    if (current && current.checked !== current.defaultChecked) onChange(current.checked)
  })
  useLayoutEffect(() => adoptEarlyTick(), [])
  const shown = useRef(checked)
  useLayoutEffect(() => {
    if (shown.current === checked) return
    shown.current = checked
    if (box.current && box.current.checked !== checked) box.current.checked = checked
  }, [checked])
  return useCallback((element: HTMLInputElement | null) => {
    box.current = element
  }, [])
}
