// One of the site's two ways to load code lazily (the other, for a flow whose machine arrives
// later, is lazyFlow.ts).
//
// Use it for VIEW code that is not on the page when it first paints and that appears only
// after the visitor acts: a dialog's content, an overlay's step, a modal. Render its
// `Component` inside a <Suspense> whose fallback says that it is on its way. A view that shows
// a control leading to it calls `usePreloadWhenIdle(part.preload)`, so its code is fetched
// while the visitor reads and the first tap finds it in.
//
// What is on the page when it first paints is never lazy: it hydrates with the page, so its
// links and buttons answer from then on (src/ui/lazy/earlyInput.ts covers the moment before).
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { whenIdle } from './whenIdle'

export interface LazyView<Props> {
  /** Render it inside a <Suspense>: its fallback shows while the chunk is still on its way. */
  Component: LazyExoticComponent<ComponentType<Props>>
  /** Starts loading the chunk (a second call returns the first one's promise). */
  preload: () => Promise<ComponentType<Props>>
}

/**
 * A component in a chunk of its own, loaded when it first renders or earlier by `preload()`.
 * Once preloaded it renders at once: React.lazy alone suspends on its first render even when
 * the chunk is already in (its promise answers only in a later microtask), and a fallback once
 * shown stays up to 300 ms (React throttles the content that replaces it).
 */
export function lazyView<Props>(load: () => Promise<ComponentType<Props>>): LazyView<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined // a later call (or the render) asks for the chunk again
        throw error
      },
    ))
  const Component = lazy(() =>
    loaded
      ? answeredAtOnce({ default: loaded })
      : preload().then((component) => ({ default: component })),
  )
  return { Component, preload }
}

/** A thenable that calls back within `then` itself: React.lazy, which reads the module right
 *  after calling `then`, then renders it in the same pass. (A promise's callbacks run later.) */
const answeredAtOnce = <Module>(module: Module) =>
  ({
    then: (onLoaded: (module: Module) => unknown) => onLoaded(module),
  }) as unknown as Promise<Module>

/** Fetches what the calling view's controls lead to while the visitor reads: once the page has
 *  hydrated and the browser is idle. A failed fetch is left to the render that needs the
 *  chunk, which asks for it again. */
export function usePreloadWhenIdle(...preloads: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    whenIdle(() => preloads.forEach((preload) => void preload().catch(() => {})))
    // The preloads are module-level functions: the first render's are the ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
