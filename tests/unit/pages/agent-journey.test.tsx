import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { ApplicationTimeline, TalentAgentHelps } from '../../../src/ui/journey/TalentAgentJourney'
import { applicationSteps, talentAgentHelps } from '../../../src/content/talentAgentJourney'

// The journey sections of the /no-token and /i-want-a-password pages.
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
})
