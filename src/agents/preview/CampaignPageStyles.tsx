import campaignPageCss from './campaignPage.css?inline'

/** A campaign page's own styles (the preview, the layout beside it, the progress ticks), in the
 *  console's chunk rather than the stylesheet every visitor loads: React puts them in the head
 *  once, while the page is shown. */
export function CampaignPageStyles() {
  return (
    <style href="console-campaign-page" precedence="console">
      {campaignPageCss}
    </style>
  )
}
