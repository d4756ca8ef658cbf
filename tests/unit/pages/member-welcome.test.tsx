import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { MemberWelcome } from '../../../src/ui/pages/MemberWelcome'
import { renderWithRouter } from '../../support/renderWithRouter'

/** A member's welcome, as the login named them and their agent. */
async function renderWelcome(agent: string | null | undefined) {
  await renderWithRouter(<MemberWelcome firstName="Avery" agent={agent} />)
  return within(screen.getByRole('region', { name: 'Your Talent Agent' }))
}

describe("a member's home", () => {
  it('greets the member by name, names the agent who handled the request, and has one action', async () => {
    const agent = await renderWelcome('Jules Marlow')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Avery')
    expect(agent.getByText('Jules Marlow')).toBeInTheDocument()
    expect(agent.getByText('JM')).toHaveAttribute('aria-hidden', 'true')
    expect(agent.getByText(/Jules Marlow looked after your request/)).toBeInTheDocument()
    const welcome = within(screen.getByRole('region', { name: 'Welcome, Avery' }))
    const actions = [...welcome.queryAllByRole('link'), ...welcome.queryAllByRole('button')]
    expect(actions.map((action) => action.textContent)).toEqual(['Go to the Platform'])
    expect(actions[0]).toHaveAttribute('target', '_blank')
  })

  it.each([null, undefined])(
    'without an agent on record (%s), says one will write; and no visitor pitch',
    async (none) => {
      const agent = await renderWelcome(none)
      expect(agent.getByText(/Your Talent Agent will write to you soon/)).toBeInTheDocument()
      expect(screen.queryByText(/Request your invitation|I want to be a Member/)).toBeNull()
    },
  )

  it('greets without a name when the login gave an empty one', async () => {
    await renderWithRouter(<MemberWelcome firstName=" " agent={null} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the club')
  })
})
