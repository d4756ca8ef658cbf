import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { AgentHelpHero, ApplicationTimeline } from '../../../src/ui/common/AgentJourney'
import { applicationSteps } from '../../../src/content/journey'

// Presentational pieces for the /no-token and /i-want-a-password pages, which the flow
// engineers build with their forms.
describe('the agent journey pieces', () => {
  it('the hero explains how the Talent Agent helps, with room for actions', () => {
    render(
      <AgentHelpHero>
        <a href="/reach-out-a-talent-agent">Reach out to a Talent Agent</a>
      </AgentHelpHero>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'A guide at your side, from the first day',
    )
    expect(screen.getByRole('link', { name: 'Reach out to a Talent Agent' })).toBeInTheDocument()
  })

  it('the timeline shows the four application steps in order', () => {
    render(<ApplicationTimeline />)
    const steps = within(
      screen.getByRole('region', { name: 'Four steps to the club' }),
    ).getAllByRole('listitem')
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      applicationSteps.map((step) => step.title),
    )
    expect(steps).toHaveLength(4)
  })
})
