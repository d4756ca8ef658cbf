import { memo, Suspense, useEffect, type ComponentType } from 'react'
import { preloadable } from './preloadable'

// An island is a part of a prerendered page whose code a first visit loads only once the
// visitor comes near it: when it is about to scroll into view, or is touched, clicked or
// focused. Until then React keeps its prerendered markup as it is (a Suspense boundary that has
// not hydrated yet), so it shows and its links work, but costs no JavaScript. A form whose flow
// a reader never needs (the newsletter box, the request forms, the NDA's) loads only once used:
// pointed at, touched, clicked or focused; what is typed before then is kept (useTextTypedEarly).
//
// A click, a form sent or a widget's key (a tab list's arrows) in an island that has not
// hydrated yet is held, and done again once it has: the link then navigates within the app,
// the button or the tab list does what its flow says.
//
// Rendered in the browser rather than hydrated (a client-side navigation, `npm run dev`, tests)
// an island loads at once.

/** How far ahead of the viewport an island starts loading: half a screen's height. */
const AHEAD_OF_VIEWPORT = '50% 0px'

interface IslandState {
  /** Starts its chunk: the visitor comes near it, or it is rendered in the browser. */
  markNeeded: () => void
  needed: Promise<void>
  hydrated: boolean
  /** What the visitor clicked or sent before it had hydrated, to do again once it has. */
  held: (() => void)[]
  markHydrated: () => void
}

/** Each island's preload, by name (a second island of the same name replaces the first). */
const preloads = new Map<string, () => Promise<unknown>>()

/** Loads every island, those inside islands too (created as their module loads): the
 *  prerenderer renders them in full. */
export async function preloadIslands(): Promise<void> {
  for (let loaded = 0; loaded < preloads.size;) {
    loaded = preloads.size
    await Promise.all([...preloads.values()].map((preload) => preload()))
  }
}

/** Where an island's prerendered markup is (undefined once React renders it in the browser). */
const markupOf = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : (document.querySelector<HTMLElement>(`[data-island="${name}"]`) ?? undefined)

/** When a prerendered island loads: as the visitor comes near it, or only once they use it
 *  (a pointer over it, touch, click, focus: a form whose flow need not run for a visitor who
 *  only reads). One loaded once used has no box of its own (global.css: its wrapper is
 *  `display: contents`), so its content lays out as it would unwrapped: a grid's item stays
 *  one, a sticky sidebar sticks. One loaded as it nears the viewport keeps its box, which is
 *  what is watched. */
export type LoadWhen = 'near' | 'used'

/**
 * An island named `name` (unique on the site; its wrapper's `data-island`) holding the
 * component `load` resolves to. It takes no props, so a render of its parent never reaches it
 * before it has hydrated (React would then throw its prerendered markup away).
 */
export function island(
  name: string,
  load: () => Promise<ComponentType>,
  loadWhen: LoadWhen = 'near',
): ComponentType & { preload: () => Promise<unknown> } {
  let markNeeded = () => {}
  const state: IslandState = {
    markNeeded: () => markNeeded(),
    needed: new Promise<void>((resolve) => (markNeeded = resolve)),
    hydrated: false,
    held: [],
    markHydrated: () => {
      state.hydrated = true
      state.held.splice(0).forEach((again) => again())
    },
  }
  let watched = false
  const watchOrLoad = () => {
    if (watched) return state.needed
    watched = true
    const markup = markupOf(name)
    if (markup?.hasChildNodes()) watchUntilNeeded(markup, state, loadWhen)
    else state.markNeeded()
    return state.needed
  }
  // Its prerendered markup already in the page: watch it now, not at its first render. An
  // island inside another is created as the outer one's code arrives, and React hydrates it
  // only in a pass after the outer one's: a click the outer one held and does again once it
  // has hydrated must find this one holding it.
  if (markupOf(name)?.hasChildNodes()) watchOrLoad()
  const part = preloadable<object>(load, watchOrLoad)
  preloads.set(name, part.preload)

  function Island() {
    return (
      <div data-island={name} data-load={loadWhen}>
        <Suspense fallback={<LoadAtOnce state={state} />}>
          <part.Component />
          <OnceHydrated state={state} />
        </Suspense>
      </div>
    )
  }
  return Object.assign(memo(Island), { preload: part.preload })
}

/** The fallback, which shows only when the island is rendered in the browser: load it now. */
function LoadAtOnce({ state }: { state: IslandState }) {
  useEffect(() => state.markNeeded(), [state])
  return null
}

function OnceHydrated({ state }: { state: IslandState }) {
  useEffect(() => state.markHydrated(), [state])
  return null
}

/** Marks the island needed when it nears the viewport or the visitor acts on it; holds a click,
 *  a form sent or a widget's key in it until it has hydrated. */
function watchUntilNeeded(markup: HTMLElement, state: IslandState, loadWhen: LoadWhen) {
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && state.markNeeded(),
    { rootMargin: AHEAD_OF_VIEWPORT },
  )
  if (loadWhen === 'near') observer.observe(markup)
  // Focus already in it: an island inside one the visitor has just started using, created as
  // that one's code arrived, after the focus that loaded it.
  if (markup.contains(document.activeElement)) state.markNeeded()
  const onIntent = (event: Event) => {
    if (markup.contains(event.target as Node)) state.markNeeded()
  }
  // Capturing on the document runs before React's own listeners on its root.
  const hold = (event: Event) => {
    const target = event.target as Element
    if (state.hydrated || !markup.contains(target)) return
    state.markNeeded()
    // A click meant for a new tab or window (a modifier key, or not the main button) is the
    // browser's to do: replayed, it would be a plain click in this tab.
    if (event instanceof MouseEvent && opensElsewhere(event)) return
    if (event instanceof KeyboardEvent && !widgetKey(event)) return
    event.preventDefault()
    event.stopPropagation()
    state.held.push(replay(event, target))
  }
  // A pointer coming over it starts the load too: a click on what is under it may follow.
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
  intents.forEach((type) => document.addEventListener(type, onIntent, true))
  const held = ['click', 'submit', 'keydown'] as const
  held.forEach((type) => document.addEventListener(type, hold, true))
  void state.needed.then(() => {
    observer.disconnect()
    intents.forEach((type) => document.removeEventListener(type, onIntent, true))
  })
  const typeAgain = keepTextTypedInTextareas(markup)
  // The hold lasts until the island has hydrated, not just until it is needed. Then the text
  // comes back, before what was held is done (a form sent sends it).
  state.held.push(() => {
    held.forEach((type) => document.removeEventListener(type, hold, true))
    typeAgain()
  })
}

/**
 * Text typed into a textarea of `markup` before it hydrated: React sets a textarea's value
 * from its props as it hydrates it, so what was typed would be lost (an input keeps it, and
 * useTextTypedEarly hands it to the flow). The returned function types it again, as an input
 * event React hears, once hydrated.
 */
function keepTextTypedInTextareas(markup: HTMLElement): () => void {
  const typed = new Map<HTMLTextAreaElement, string>()
  const record = (event: Event) => {
    const { target } = event
    if (target instanceof HTMLTextAreaElement && markup.contains(target))
      typed.set(target, target.value)
  }
  document.addEventListener('input', record, true)
  return () => {
    document.removeEventListener('input', record, true)
    // The prototype's setter: React's own on the element would take the value as its own and
    // hear no change.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!
    typed.forEach((text, textarea) => {
      if (!textarea.isConnected || textarea.value === text) return
      setValue.call(textarea, text)
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
}

/** The same action again, once the island has hydrated. */
function replay(event: Event, target: Element): () => void {
  if (event.type === 'submit') {
    const { submitter } = event as SubmitEvent
    return () => (target as HTMLFormElement).requestSubmit(submitter)
  }
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }
    return () => target.dispatchEvent(new KeyboardEvent('keydown', init))
  }
  // A click event, not target.click(): the target may be an SVG icon inside a button.
  return () => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
}

/** A key that a widget of the island handles itself (a tab list's arrows, Home and End), on an
 *  element that is no text field. Other keys keep their browser default: Tab moves focus,
 *  Enter and Space click (and the click is held), typing fills the field. */
const widgetKey = (event: KeyboardEvent) =>
  /^(Arrow(Left|Right|Up|Down)|Home|End)$/.test(event.key) &&
  !(event.target as Element).closest('input, textarea, select, [contenteditable]')

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
