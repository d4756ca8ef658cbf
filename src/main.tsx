import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { startInspectorIfAsked } from './ui/app/inspector'
import './ui/styles/global.css'

// Before any actor exists, so that every actor is connected when a tester asked for it.
await startInspectorIfAsked()

const router = createAppRouter()
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

// Load the route's code before the first render, so that it matches the prerendered HTML.
await router.load()
if (container.hasChildNodes()) {
  await prerenderedPagePainted()
  // Tell the router the markup came from a server render (no root Suspense boundary),
  // which is what its own SSR client does after reading the dehydrated state.
  router.ssr = { manifest: undefined }
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread (and input) until the whole page is hydrated.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  createRoot(container).render(app) // `npm run dev`: nothing was prerendered
}

/** Resolves once the browser has painted the prerendered page (at once in a hidden tab, which
 *  does not paint): when the scripts arrive before the first paint, hydrating first would hold
 *  the page's first paint until the hydration work is done. */
function prerenderedPagePainted(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve()
  // A frame callback runs just before that frame's paint; a task queued from it runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
