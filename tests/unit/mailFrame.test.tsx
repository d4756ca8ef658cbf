// @vitest-environment jsdom
// The Mail screen shows a mail's HTML as the person sees it (issue 47, item 1): sanitized with
// DOMPurify (jsdom parses as browsers do; happy-dom lets scripts through DOMPurify) and drawn in
// a frame that runs nothing, with a title for assistive technology.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { inertMailDocument, MailFrame } from '../../src/agents/MailView'
import { failedMailDetail } from '../support/agents'

const hostile =
  '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=https://example.com">' +
  '<base href="https://example.com/"><link rel="stylesheet" href="https://example.com/x.css">' +
  '<style>@media (prefers-color-scheme: dark) { .dm-ink { color: #f4f1ea !important } }</style>' +
  '</head><body><p class="dm-ink" style="color:#17181d" onclick="alert(1)">Hello Robin,</p>' +
  '<script>parent.hacked = true</script><a href="javascript:alert(1)">a trap</a>' +
  '<table role="presentation"><tr><td style="background-color:#e2b559">' +
  '<a href="https://novaclub.example/welcome/••••••" style="color:#15120a">Choose</a></td></tr></table>' +
  '<form action="/x"><input></form><iframe src="https://example.com"></iframe></body></html>'

describe("a mail's HTML on the Mail screen", () => {
  it('keeps the layout, the inline styles and the dark scheme; drops what could run or leave', () => {
    const clean = inertMailDocument(hostile)
    expect(clean).toContain('<style>@media (prefers-color-scheme: dark)')
    expect(clean).toContain('<p class="dm-ink" style="color:#17181d">Hello Robin,</p>')
    expect(clean).toContain('<td style="background-color:#e2b559">')
    expect(clean).toContain('href="https://novaclub.example/welcome/••••••"')
    expect(clean).not.toMatch(/<script|onclick|<form|<input|<iframe|<base|<link|http-equiv/i)
    expect(clean).not.toMatch(/javascript:/i)
  })

  it('drops a style that could fetch or close its element', () => {
    for (const css of [
      'p { background: url(https://example.com/seen) }',
      '@import "https://example.com/x.css";',
    ]) {
      const clean = inertMailDocument(
        `<html><head><style>${css}</style></head><body><p>Hi</p></body></html>`,
      )
      expect(clean).toContain('<style></style>')
      expect(clean).toContain('<p>Hi</p>')
    }
  })

  it('is drawn in a sandboxed frame with a title, no referrer, nothing of the script left', () => {
    const { container } = render(<MailFrame html={failedMailDetail.html!} to="Robin Vale" />)
    const frame = container.querySelector('iframe')!
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(frame.getAttribute('title')).toBe('The mail as Robin Vale sees it')
    const document = frame.getAttribute('srcdoc')!
    expect(document).toContain('<p>Hello Robin,</p>')
    expect(document).not.toMatch(/<script|onerror/i)
  })
})
