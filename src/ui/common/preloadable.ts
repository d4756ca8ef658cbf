import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface Preloadable<Props> {
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
 * `whenNeeded`, if given, is awaited before a render starts loading it (src/ui/common/island.tsx).
 */
export function preloadable<Props>(
  load: () => Promise<ComponentType<Props>>,
  whenNeeded?: () => Promise<void>,
): Preloadable<Props> {
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
      : (whenNeeded ? whenNeeded().then(preload) : preload()).then((component) => ({
          default: component,
        })),
  )
  return { Component, preload }
}

/** A thenable that calls back within `then` itself: React.lazy, which reads the module right
 *  after calling `then`, then renders it in the same pass. (A promise's callbacks run later.) */
const answeredAtOnce = <Module>(module: Module) =>
  ({
    then: (onLoaded: (module: Module) => unknown) => onLoaded(module),
  }) as unknown as Promise<Module>

/**
 * The handlers that start loading what a control leads to as soon as the person shows the
 * intent to use it: a pointer over it, focus on it (React's onFocus also hears its
 * descendants), a finger on it. A failed preload is left to the render that needs the chunk,
 * which asks for it again.
 */
export function preloadOnIntent(...preloads: (() => Promise<unknown>)[]) {
  const start = () => preloads.forEach((preload) => void preload().catch(() => {}))
  return { onPointerEnter: start, onFocus: start, onTouchStart: start }
}
