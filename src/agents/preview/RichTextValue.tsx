// A campaign's rich text shown as read (the campaign as someone else saved it, in a conflict):
// formatted, through the candidate page's own sanitizer, as the preview beside it draws it;
// never as raw tags, and no HTML reaches the DOM unsanitized.
// eslint-disable-next-line no-restricted-imports -- the candidate page's sanitizer (CandidatePreview.tsx says why)
import { sanitizeHtml } from '../../ui/interview/sanitizeHtml'

export function RichTextValue({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
