// Renders one route to HTML at build time (scripts/prerender.ts): the site ships static
// pages that paint before any JavaScript runs, then hydrate (src/main.tsx).
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { documentHeadOf } from './lib/head'
import { overlayPreviewHtml } from './lib/campaignInPage'
import { OverlayPreview } from './ui/interview/OverlayPreview'

export interface PrerenderedPage {
  html: string
  title: string
  description: string
  /** Route ids of the matched routes, to preload their code-split chunks. */
  routeIds: string[]
}

export async function render(path: string): Promise<PrerenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  const { title, description } = documentHeadOf(router.state.matches)
  return { html, title, description, routeIds: router.state.matches.map((match) => match.routeId) }
}

/** The interview overlay's preview (src/ui/interview/OverlayPreview.tsx), wrapped as an
 *  interview link's page carries it. */
export function renderOverlayPreview(): string {
  return overlayPreviewHtml(renderToString(<OverlayPreview />))
}

/** The static routes (no path parameters), read from the route tree. */
export function staticPaths(): string[] {
  const router = createAppRouter(createMemoryHistory())
  return Object.keys(router.routesByPath).filter((path) => !path.includes('$'))
}
