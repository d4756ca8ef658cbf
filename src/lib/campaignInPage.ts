// The campaign the server puts into an interview link's page (server/site.ts): a data block
// (type application/json, which the browser never runs) from which the candidate's flow takes
// it without a call to the API or the HTTP client, and a preview of the overlay with its
// position, which shows at the first paint until the flow's own overlay replaces it.

/** The id of the page's data block. */
export const campaignInPageId = 'interview-campaign'

/** What the prerendered preview (src/ui/interview/OverlayPreview.tsx) holds in place of the
 *  position's name, for the server to replace with the campaign's, escaped. */
export const overlayPreviewPositionMarker = 'OVERLAY_PREVIEW_POSITION_NAME'

/** The preview's wrapper. The preview is the overlay's first step as the candidate will use
 *  it: its position button takes a press before the live overlay has come (the page's boot
 *  code shows it busy), and the live overlay does it when it replaces the preview. */
export const overlayPreviewAttribute = 'data-overlay-preview'

/** Wraps the prerendered preview's markup as the page carries it. */
export const overlayPreviewHtml = (markup: string) =>
  `<div ${overlayPreviewAttribute}>${markup}</div>`

/** The preview, while the page shows it. */
export const overlayPreview = (): Element | null =>
  document.querySelector(`[${overlayPreviewAttribute}]`)

/** Removes the preview: the live overlay is on screen, or the flow found none to show. */
export function removeOverlayPreview(): void {
  overlayPreview()?.remove()
}

/** What the data block holds: the campaign, and the hash it was looked up by. */
export interface CampaignInPage {
  hash: string
  campaign: unknown
}

/** The data block for `hash`, as HTML: `<` written as \u003c (JSON.parse reads it back), so no
 *  text of the campaign can end the block or open a comment or tag in it. */
export function campaignDataBlock(hash: string, campaign: unknown): string {
  const json = JSON.stringify({ hash, campaign } satisfies CampaignInPage).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${campaignInPageId}">${json}</script>`
}

/** The campaign the page was served with for `hash` (not yet parsed: the caller parses it with
 *  the API's schema), or undefined: none, another hash's, or not JSON. The data block goes
 *  once read: it answers the page's first fetch only, a later one asks the API. */
export function takeCampaignInPage(hash: string): unknown {
  const block = document.getElementById(campaignInPageId)
  if (!block) return undefined
  block.remove()
  try {
    const data = JSON.parse(block.textContent ?? '') as Partial<CampaignInPage> | null
    return data?.hash === hash ? data.campaign : undefined
  } catch {
    return undefined
  }
}
