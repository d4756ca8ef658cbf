// What a candidate will see of the campaign being edited (issue 47 item 4): the interview
// overlay's opportunity as the candidate's page draws it, from the draft as typed. The
// position's text goes through the candidate page's own PositionDetails, with its DOMPurify
// sanitizer, so that the preview shows what that page will show, and nothing it would not.
import type { CampaignDraft } from '../../machines/campaignDraft'
// The one crossing of the wall between the console and the site's features (eslint.config.js):
// a preview drawn by a copy would drift from the page it claims to show. PositionDetails
// brings only its sanitizer and styles, no session, router or chrome of the site.
// eslint-disable-next-line no-restricted-imports -- the candidate page's own view, see above
import { PositionDetails } from '../../ui/interview/PositionDetails'
// eslint-disable-next-line no-restricted-imports -- the candidate page's own styles, see above
import overlay from '../../ui/interview/InterviewOverlay.module.css'

/** `href` when it is a web address the candidate's buttons can open (the contract's rule:
 *  http or https), else undefined: a half-typed or other address is never a link here. */
export function webLinkOf(href: string): string | undefined {
  try {
    const { protocol } = new URL(href)
    return protocol === 'https:' || protocol === 'http:' ? href : undefined
  } catch {
    return undefined
  }
}

/** One of the candidate's two buttons: a link to its address once it is one, else the button
 *  as the candidate would see it, marked as having nowhere to go yet. */
function CandidateButton({
  href,
  kind,
  children,
}: {
  href: string
  kind: 'primary' | 'ghost'
  children: string
}) {
  const link = webLinkOf(href)
  const className = `button button--${kind} button--small`
  return link ? (
    <a className={className} href={link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span className={`${className} campaign-preview-no-link`}>
      {children}
      <span className="visually-hidden"> (no address yet)</span>
    </span>
  )
}

export function CandidatePreview({ id, draft }: { id: string; draft: CampaignDraft }) {
  return (
    <section aria-labelledby={id} className="campaign-preview">
      <h2 id={id} className="campaign-preview-title">
        Preview: what a candidate sees
      </h2>
      <div className="campaign-preview-frame">
        <p className={`${overlay.title} campaign-preview-frame-title`}>
          Your Next Challenge Starts Here
        </p>
        <div className={overlay.body}>
          <p className={overlay.label}>Position</p>
          <div className={overlay.position}>
            <span className={overlay.positionName}>
              {draft.positionName.trim() || (
                <span className="campaign-preview-missing">No position name yet</span>
              )}
            </span>
          </div>
          <PositionDetails id={`${id}-details`} campaign={draft} />
          <div className={overlay.actions}>
            <CandidateButton href={draft.interviewLink} kind="primary">
              Start Interview Now
            </CandidateButton>
            <CandidateButton href={draft.calendarLink} kind="ghost">
              Schedule for later
            </CandidateButton>
          </div>
        </div>
      </div>
    </section>
  )
}
