// What a visitor did on the prerendered page before React hydrated it, as the page's boot code
// (src/boot.js) noted it: a button pressed, a form sent, the text of a textarea. A view acts on
// it once, when it hydrates: the press or the submission then takes effect as if it had come
// now (a lazy flow queues it until its machine arrives). Nothing is dispatched again: the view
// calls its own handler, so a link or a new tab is never involved, and no event is untrusted.
//
// A press that React could already handle (the view had hydrated, or React hydrated it for
// the event) reaches the view's handler too: the notes are keyed by the event, so the same
// press is never acted on twice.
import { useEffectEvent, useLayoutEffect, useRef, type SyntheticEvent } from 'react'

interface EarlyInput {
  pressed: WeakMap<Element, Event>
  submitted: WeakMap<Element, Event>
  typed: WeakMap<Element, string>
  selected: WeakMap<Element, NotedSelection>
}

interface NotedSelection {
  /** The text the selection was made in. */
  value: string
  start: number
  end: number
  direction: 'forward' | 'backward' | 'none'
}

declare global {
  interface Window {
    /** Written by src/boot.js before any of the app's code runs. */
    __earlyInput?: EarlyInput
  }
}

const notes = (): EarlyInput | undefined =>
  typeof window === 'undefined' ? undefined : window.__earlyInput

/** Events already acted on when their view hydrated. */
const actedOn = new WeakSet<Event>()

/** The press or submission noted for `element`, taken (once) and its busy mark removed. */
function takeNote(element: Element | null, kind: 'pressed' | 'submitted'): boolean {
  const early = notes()
  const event = element && early?.[kind].get(element)
  if (!early || !element || !event) return false
  early[kind].delete(element)
  actedOn.add(event)
  const marked = kind === 'pressed' ? element : (event as SubmitEvent).submitter
  marked?.removeAttribute('aria-busy')
  return true
}

/** Whether `element` was pressed before the page hydrated (taking the note): for a view that
 *  replaces prerendered markup rather than hydrating it (the interview overlay's preview). */
export const takeEarlyPress = (element: Element | null): boolean => takeNote(element, 'pressed')

/** True when `event` is one a view already acted on as it hydrated. */
const alreadyActedOn = (event: SyntheticEvent) => actedOn.has(event.nativeEvent)

/**
 * For a button whose press `act` handles: the ref and click handler to give it. A press made
 * before the page hydrated is acted on once the button has.
 */
export function useEarlyPress<TElement extends HTMLElement>(act: () => void) {
  const ref = useRef<TElement>(null)
  const actEarly = useEffectEvent(act)
  useLayoutEffect(() => {
    if (takeNote(ref.current, 'pressed')) actEarly()
  }, [])
  const onClick = (event: SyntheticEvent) => {
    if (!alreadyActedOn(event)) act()
  }
  return { ref, onClick }
}

/**
 * For a form whose submission `submit` handles: the ref and submit handler to give it (the
 * handler prevents the browser's own submission). A submission made before the page hydrated
 * is acted on once the form has, after its fields have handed over their text: in a microtask,
 * once every effect of the commit has run (a field's may be its form's parent's).
 */
export function useEarlySubmit(submit: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null)
  const submitEarly = useEffectEvent(submit)
  useLayoutEffect(() => {
    const form = ref.current
    if (form && takeNote(form, 'submitted')) queueMicrotask(() => submitEarly(form))
  }, [])
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!alreadyActedOn(event)) submit(event.currentTarget)
  }
  return { ref, onSubmit }
}

/**
 * Text in a prerendered field that its view has not heard of: typed, pasted or autofilled
 * before the page hydrated. An input keeps it through hydration; a textarea's is put back from
 * the boot code's note (React resets it), and so is the selection in it. Undefined when the field holds what it was rendered
 * with.
 */
export function textTypedEarly(
  field: HTMLInputElement | HTMLTextAreaElement,
  renderedWith: string,
): string | undefined {
  const typed = notes()?.typed.get(field)
  if (typed !== undefined) {
    notes()?.typed.delete(field)
    if (field.value !== typed) field.value = typed
  }
  // Hydration reset the selection with the text: the next key the visitor types meant it.
  const selected = notes()?.selected.get(field)
  notes()?.selected.delete(field)
  if (selected && selected.value === field.value && field.ownerDocument.activeElement === field)
    field.setSelectionRange(selected.start, selected.end, selected.direction)
  return field.value === renderedWith ? undefined : field.value
}
