// A mail's two parts from one template: the HTML, and its plain-text twin read out of that HTML,
// so the two never say different things. Synchronous (react-dom's static render; the
// components do not suspend): the composers stay plain functions, called inside the
// transaction that writes the mail. The text is made by @react-email/render's toPlainText (the
// converter its `render(…, { plainText: true })` uses) with the club's rules: no hard wraps,
// headings as written, a link's words and then its address on a line of its own.
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { toPlainText } from '@react-email/render'

/** What html-to-text hands a formatter (the package ships no types of its own): the parts
 *  these formatters use. */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void
  closeBlock(options: { trailingLineBreaks: number }): void
  addLineBreak(): void
  addInline(text: string, options?: { noWordTransform?: boolean }): void
  addLiteral(text: string): void
}
type FormatCallback = (
  element: { children: unknown[]; attribs?: Record<string, string> },
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
) => void

/** The doctype React Email gives a rendered mail (the one most clients expect). */
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

/** `data-text="link"` anchors: their words, then the address alone on the next line, so that
 *  a client that makes links of bare addresses finds it whole, and a reader can copy it. */
const linkOnItsOwnLine: FormatCallback = (element, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 })
  walk(element.children, builder)
  builder.addLineBreak()
  builder.addInline(String(element.attribs?.href ?? ''), { noWordTransform: true })
  builder.closeBlock({ trailingLineBreaks: 2 })
}

/** `data-text="code"` paragraphs: indented by four spaces, the plain-text mark of something
 *  to copy as it is. */
const indented: FormatCallback = (element, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 })
  builder.addLiteral('    ')
  walk(element.children, builder)
  builder.closeBlock({ trailingLineBreaks: 2 })
}

const textOptions = {
  wordwrap: false as const,
  formatters: { linkOnItsOwnLine, indented },
  selectors: [
    { selector: 'a[data-text=link]', format: 'linkOnItsOwnLine' },
    { selector: 'p[data-text=code]', format: 'indented' },
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 0 } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'table', format: 'block' },
  ],
}

export interface RenderedMail {
  html: string
  text: string
}

/** The HTML of `mail` and its plain-text twin. */
export function renderMail(mail: ReactElement): RenderedMail {
  const html = `${doctype}${renderToStaticMarkup(mail)}`
  const text = toPlainText(html, textOptions)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return { html, text }
}
