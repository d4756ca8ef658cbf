import DOMPurify from 'dompurify'

// Links in a campaign's text open in a new tab and tell the other site nothing of this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * A campaign's rich text (responsibilities, skills), made inert before it reaches the DOM: no
 * script, style or frame, no event handler attributes, no javascript: or data: links, no forms.
 */
export function sanitizeHtml(html: string): string {
  // Where DOMPurify cannot work it returns its input untouched: show nothing instead.
  if (!DOMPurify.isSupported) return ''
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'img',
      'video',
      'audio',
    ],
    FORBID_ATTR: ['style', 'id', 'class'],
  })
}
