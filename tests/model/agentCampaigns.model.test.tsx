import { expect, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import {
  agentCampaignsMessages,
  type AgentCampaignsContext,
} from '../../src/machines/agentCampaigns.machine'
import { CampaignsView } from '../../src/agents/CampaignsView'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { agentCampaignsModel } from './models'

let openCampaign = vi.fn()
const provide = () => {
  openCampaign = vi.fn()
  return { actions: { openCampaign } }
}
const labels = {
  positionName: 'Position name',
  interviewLink: 'Interview link',
  calendarLink: 'Calendar link',
} as const
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent)
/** The list (each campaign's position, a button that opens it) and the draft as typed, with
 *  the server's refusal under its field. */
const showsCampaigns = ({ campaigns, draft, fieldProblems }: AgentCampaignsContext) => {
  const rows = screen.queryAllByRole('row').slice(1)
  expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual(
    campaigns.map((campaign) => campaign.positionName),
  )
  if (!campaigns.length) expect(screen.getByText(/No campaigns yet/)).toBeInTheDocument()
  for (const [field, label] of Object.entries(labels)) {
    const input = screen.getByLabelText(label)
    expect(input).toHaveValue(draft[field as keyof typeof labels])
    const problem = fieldProblems[field as keyof typeof labels]
    if (problem) expect(input).toHaveAccessibleDescription(problem)
  }
}

describeModel(agentCampaignsModel, {
  actor: { provide },
  view: {
    provide,
    render: (campaigns) => render(<CampaignsView campaigns={campaigns} onOpen={() => {}} />),
    events: {
      CHANGE_DRAFT: (user, { field, value }) =>
        replaceText(user, screen.getByLabelText(labels[field as keyof typeof labels]), value),
      CREATE: (user) => user.click(screen.getByRole('button', { name: 'Create campaign' })),
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      loading: () =>
        void expect(screen.getByRole('status')).toHaveTextContent('Loading the campaigns…'),
      failed: () => void expect(alerts()).toContain(agentCampaignsMessages.failed),
      'ready.idle': ({ context }) => {
        showsCampaigns(context)
        expect(alerts()).toEqual([''])
      },
      'ready.creating': ({ context }) => {
        showsCampaigns(context)
        // The draft is what Create is sending: the form is read-only until the answer.
        for (const label of Object.values(labels))
          expect(screen.getByLabelText(label)).toBeDisabled()
        expect(screen.getByRole('button', { name: 'Create campaign' })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      },
      'ready.createFailed': ({ context }) => {
        showsCampaigns(context) // what was typed is kept
        expect(alerts()).toEqual([context.createProblem])
      },
    },
  },
})
