// @vitest-environment jsdom
// The preview of the candidate's page (issue 47 item 4), and a hostile paste on its way from the
// editor to it. In jsdom: DOMPurify needs a DOM that parses HTML as browsers do (happy-dom lets
// scripts through: tests/unit/sanitizeHtml.test.tsx).
import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { CandidatePreview } from '../../src/agents/preview/CandidatePreview'
import { emptyCampaignDraft } from '../../src/machines/campaignDraft'

describe('the preview of the candidate’s page', () => {
  const pasted =
    '<p>Lead <b>payments</b></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"><p><a href="javascript:window.pwned=1">Apply</a></p>'
  const inert = (root: HTMLElement) => {
    expect(root.querySelector('script, img, iframe, [onerror]')).toBeNull()
    expect(root.innerHTML).not.toMatch(/javascript:|onerror/)
  }

  it('never shows a script or an image with onerror, even from a draft typed as HTML in the textarea the editor replaces', () => {
    render(
      <CandidatePreview
        id="preview"
        draft={{
          ...emptyCampaignDraft,
          positionName: 'Payments lead',
          mustHaveTechnologies: pasted,
        }}
      />,
    )
    const preview = screen.getByRole('region', { name: 'Preview: what a candidate sees' })
    inert(preview)
    expect(within(preview).getByText('payments')).toBeInTheDocument()
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('shows the position, its text through the candidate page and the links as buttons', () => {
    render(
      <CandidatePreview
        id="preview"
        draft={{
          ...emptyCampaignDraft,
          positionName: 'Payments lead',
          keyResponsibilities: '<ul><li>Run the ledger</li></ul>',
          interviewLink: 'https://meet.example/payments',
          calendarLink: 'javascript:alert(1)',
        }}
      />,
    )
    const preview = screen.getByRole('region', { name: 'Preview: what a candidate sees' })
    expect(within(preview).getByText('Payments lead')).toBeInTheDocument()
    expect(
      within(preview).getByRole('heading', { name: 'Project & Key Responsibilities' }),
    ).toBeInTheDocument()
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Run the ledger')
    expect(within(preview).getByRole('link', { name: 'Start Interview Now' })).toHaveAttribute(
      'href',
      'https://meet.example/payments',
    )
    // Not a web address: drawn as the button, never a link.
    expect(within(preview).queryByRole('link', { name: /Schedule for later/ })).toBeNull()
    expect(within(preview).getByText('Schedule for later')).toBeInTheDocument()
  })
})
