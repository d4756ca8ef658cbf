// The campaign editor's document: only what the candidate's page keeps (server/campaigns/
// richText.ts cleans to paragraphs, line breaks, lists, bold, italic and http(s)/mailto links;
// the toolbar offers that much and no more, so what an agent sees is what is stored).
import StarterKit from '@tiptap/starter-kit'

/** The schemes a link may use: the server's allowlist. */
export const linkSchemes = ['https', 'http', 'mailto'] as const

/** Whether `href` is a link the server keeps (an absolute http(s) or mailto address). */
export function isKeptLink(href: string): boolean {
  try {
    const scheme = new URL(href).protocol.slice(0, -1)
    return (linkSchemes as readonly string[]).includes(scheme)
  } catch {
    return false
  }
}

/** StarterKit limited to the allowed set: everything else off, so that neither a shortcut nor a
 *  paste can put in the document what the server would drop (a heading, code, a rule...). */
export const richTextExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // It adds an empty paragraph after a list: stored as `<p></p>` for nothing.
    trailingNode: false,
    link: {
      // In the editor a click places the caret; the link opens from the preview.
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Only `href` is stored: the candidate's page adds its own target and rel.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isKeptLink(url),
    },
  }),
]
