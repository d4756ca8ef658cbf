// A campaign's rich text (responsibilities, must-have and nice-to-have), cleaned before it is
// stored: the site cleans it again in the browser (src/ui/interview/sanitizeHtml.ts, DOMPurify),
// so neither alone stands between an agent's paste and a candidate's page. The allowlist is the
// text formatting the browser keeps, without what it forbids there (forms, media, styles, ids,
// classes): paragraphs, lists, emphasis, headings and links to http(s) and mailto.
import sanitizeHtml from 'sanitize-html'

/** The tags a campaign's rich text keeps (the console's editor offers no other). */
export const keptTags: readonly string[] = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h3',
  'h4',
  'blockquote',
  'a',
]

const options: sanitizeHtml.IOptions = {
  allowedTags: [...keptTags],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // What a forbidden tag held goes with it when it is code or style, stays when it is text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
}

/** `html` with only the allowed tags and attributes, and no link but http(s) and mailto. */
export const cleanRichText = (html: string) => sanitizeHtml(html, options)

/** A campaign's three rich-text fields, cleaned: what the console and the operator store. */
export const cleanCampaignText = (fields: {
  keyResponsibilities: string
  mustHaveTechnologies: string
  niceToHaveTechnologies: string
}) => ({
  keyResponsibilities: cleanRichText(fields.keyResponsibilities),
  mustHaveTechnologies: cleanRichText(fields.mustHaveTechnologies),
  niceToHaveTechnologies: cleanRichText(fields.niceToHaveTechnologies),
})
