import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { startInspectorIfAsked } from './dev/inspector'
import './ui/styles/global.css'

// An async function, not top-level await: a module with top-level await turns off Rolldown's
// chunk optimizations (merging small shared chunks) for the whole build.
void startApp()

async function startApp(): Promise<void> {
  // The boot code starts the app once the page has painted, which can be before the whole
  // document has arrived on a slow network: hydrate only the whole of it.
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    )
  }
  // Before any actor exists, so that every actor is connected when a tester asked for it.
  await startInspectorIfAsked()

  // The framework's modules were evaluated in this task; the app's own (its machines, route
  // tree, shell) are evaluated in the next, and the router is built in a third.
  await nextTask()
  const { createAppRouter, keepScrollOfFirstPage, markServerRendered } = await import('./router')
  await nextTask()
  const container = document.getElementById('root')!
  const prerendered = container.hasChildNodes()
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )

  // Each step in a task of its own: matching and loading the route, and hydrating would
  // otherwise block input as one long task on a slow phone.
  await nextTask()
  // Load the route's code before the first render, so that it matches the prerendered HTML.
  await router.load()
  await nextTask()
  if (prerendered) {
    // A prerendered page: its boot code (src/boot.js) loaded this module once it had painted.
    markServerRendered(router)
    keepScrollOfFirstPage(router)
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread (and input) until the whole page is hydrated.
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app) // `npm run dev`: nothing was prerendered
  }
}

/** Resolves in a new task, after the browser has had the chance to handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
