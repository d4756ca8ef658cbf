import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { renderRoute } from './render-route'
import { ApplicationTimeline, TalentAgentHelps } from '../../../src/ui/journey/TalentAgentJourney'
import { applicationSteps, talentAgentHelps } from '../../../src/content/talentAgentJourney'
import { noReferralSteps } from '../../../src/content/noReferral'

// The journey sections of /i-want-a-password, and /no-token's own steps.
describe('the Talent Agent journey', () => {
  const itemTitles = (name: string) =>
    within(screen.getByRole('region', { name }))
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading', { level: 3 }).textContent)

  it('says how the Talent Agent helps', () => {
    render(<TalentAgentHelps />)
    expect(itemTitles('How your Talent Agent helps')).toEqual(
      talentAgentHelps.map((help) => help.title),
    )
    expect(screen.getByText(talentAgentHelps[0]!.body)).toBeInTheDocument()
  })

  it('shows the four application steps in order', () => {
    render(<ApplicationTimeline />)
    expect(itemTitles('Your application in four steps')).toEqual([
      'Reach out',
      'Fill out the form',
      'Review and skills assessment',
      'Your welcome invitation',
    ])
    expect(screen.getByText(applicationSteps[3]!.body)).toBeInTheDocument()
  })

  it("/no-token has its own steps, none of /i-want-a-password's blocks", async () => {
    const { main } = await renderRoute('/no-token')
    const steps = within(main.getByRole('region', { name: 'Without a referral, in three steps' }))
    expect(
      steps.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(noReferralSteps.map((step) => step.title))
    expect(main.queryByRole('region', { name: 'How your Talent Agent helps' })).toBeNull()
    expect(main.queryByRole('region', { name: 'Your application in four steps' })).toBeNull()
    const texts = new Set(noReferralSteps.map((step) => step.body))
    for (const step of [...applicationSteps, ...talentAgentHelps])
      expect(texts.has(step.body)).toBe(false)
  })
})
