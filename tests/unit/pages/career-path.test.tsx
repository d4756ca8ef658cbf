import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { renderRoute, sectionOf } from './render-route'

describe('the career path page', () => {
  it('presents the four Talent Agents with a portrait, name, role and quote', async () => {
    const { main } = await renderRoute('/career-path')
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Talent Agents')
    const agents = sectionOf(main, 'Four specialties, one goal: your next step').getAllByRole(
      'listitem',
    )
    expect(agents).toHaveLength(4)
    expect(agents.map((agent) => within(agent).getByRole('heading').textContent)).toEqual([
      'Maya',
      'Theo',
      'Iris',
      'Jonas',
    ])
    for (const agent of agents) {
      expect(within(agent).getByRole('img')).toHaveAccessibleName(/^Illustrated portrait of/)
      expect(agent.querySelector('blockquote')).not.toBeNull()
    }
  })

  it('explains what an agent does in four steps', async () => {
    const { main } = await renderRoute('/career-path')
    const steps = sectionOf(main, 'Four things, done well, all year').getAllByRole('listitem')
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Onboarding',
      'Goal setting',
      'Matching',
      'Check-ins',
    ])
  })

  it("links to the testimonials with 'Know more members'", async () => {
    const { main } = await renderRoute('/career-path')
    expect(main.getByRole('link', { name: 'Know more members' })).toHaveAttribute(
      'href',
      '/testimonials',
    )
  })
})
