// @vitest-environment jsdom
// DOMPurify needs a DOM that parses HTML as browsers do: happy-dom does not (DOMPurify lets
// scripts through there), jsdom does.
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { sanitizeHtml } from '../../src/ui/interview/sanitizeHtml'
import { PositionDetails } from '../../src/ui/interview/PositionDetails'
import { demoCampaign } from '../support/campaign'

const hostile =
  '<p onclick="alert(1)">Lead <strong>the team</strong></p>' +
  '<script>window.hacked = true</script>' +
  '<img src="x" onerror="window.hacked = true">' +
  '<a href="javascript:alert(1)">a trap</a> <a href="https://example.com/role">the role</a>' +
  '<iframe src="https://example.com"></iframe><style>body { display: none }</style>' +
  '<svg><script>window.hacked = true</script></svg><form action="/x"><input></form>'

describe('campaign HTML', () => {
  it('keeps the text and formatting, drops scripts, handlers, frames and javascript: links', () => {
    const clean = sanitizeHtml(hostile)
    expect(clean).toContain('<strong>the team</strong>')
    expect(clean).not.toMatch(/<script|onerror|onclick|<iframe|<style|<img|<form|<input/i)
    expect(clean).not.toMatch(/javascript:/i)
    expect(clean).toContain('<a>a trap</a>') // the link is gone, its text stays
    expect(clean).toContain(
      '<a href="https://example.com/role" target="_blank" rel="noopener noreferrer">the role</a>',
    )
  })

  it('reaches the page inert: nothing runs, nothing handles events', () => {
    const page = window as unknown as { hacked?: boolean }
    const { container } = render(
      <PositionDetails
        id="details"
        campaign={{ ...demoCampaign, keyResponsibilities: hostile, mustHaveTechnologies: hostile }}
      />,
    )
    expect(container.querySelectorAll('script, img, iframe, style, form')).toHaveLength(0)
    const withHandlers = [...container.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    )
    expect(withHandlers).toEqual([])
    expect(page.hacked).toBeUndefined()
    expect(container).toHaveTextContent('Lead the team')
  })
})
