// The overlay's preview an interview link's page shows at its first paint (OverlayPreview,
// prerendered once; server/site.ts puts the position's name in) must be the live overlay's first
// step to the node: the candidate sees one overlay throughout, and nothing moves when the live
// one replaces it.
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { overlayPreviewPositionMarker } from '../../src/lib/campaignInPage'
import { escapeHtml } from '../../src/lib/escapeHtml'
import { InterviewOverlayView } from '../../src/ui/interview/InterviewOverlayView'
import { OverlayPreview } from '../../src/ui/interview/OverlayPreview'
import { demoCampaign } from '../support/campaign'
import { shownInterviewActor } from '../support/interviewActor'

/** The live overlay on an interview link's page, once its machine has shown it. */
async function liveOverlay(small: boolean) {
  const actor = shownInterviewActor({ small })
  const { container } = render(
    <InterviewOverlayView interview={actor} campaign={demoCampaign} landing />,
  )
  await vi.waitFor(() => expect(actor.getSnapshot().matches('shown')).toBe(true))
  await vi.waitFor(() =>
    expect(actor.getSnapshot().matches({ shown: 'checkingScreen' })).toBe(false),
  )
  return container.querySelector('aside')!
}

/** The preview as the page carries it, for the demo campaign. */
function preview(): Element {
  const html = renderToString(<OverlayPreview />).replaceAll(
    overlayPreviewPositionMarker,
    escapeHtml(demoCampaign.positionName),
  )
  const holder = document.createElement('div')
  holder.innerHTML = html
  // React's server render separates adjacent texts with empty comments; the DOM needs none.
  const comments = document.createTreeWalker(holder, NodeFilter.SHOW_COMMENT)
  const found: Comment[] = []
  while (comments.nextNode()) found.push(comments.currentNode as Comment)
  found.forEach((comment) => comment.remove())
  holder.normalize()
  return holder.firstElementChild!
}

describe("the overlay's preview", () => {
  it('is the live overlay at step 1, node for node', async () => {
    const live = await liveOverlay(false)
    expect(live.getAttribute('data-step')).toBe('opportunity')
    expect(preview().outerHTML).toBe(live.outerHTML)
  })

  it('is what stays behind the notice on a small screen', async () => {
    const live = await liveOverlay(true)
    expect(preview().outerHTML).toBe(live.outerHTML)
  })

  it("holds the position's name in one place only: the campaign's other fields stay out", () => {
    const markup = renderToString(<OverlayPreview />)
    expect(markup.split(overlayPreviewPositionMarker)).toHaveLength(2)
    expect(markup).not.toContain('preview.invalid')
  })
})
