import { expect } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import {
  agentCampaignMessages,
  type AgentCampaignContext,
} from '../../src/machines/agentCampaign.machine'
import { CampaignView } from '../../src/agents/CampaignView'
import { stepLabels } from '../../src/agents/CandidatesTable'
import { formatTime } from '../../src/agents/format'
import { replaceText } from '../support/typing'
import { describeModel } from './describeModel'
import { agentCampaignModel } from './models'
import { robinInvited } from '../support/agents'

const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .filter(Boolean)
const statuses = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .filter(Boolean)

/** The editor as typed (with the server's refusal under its field), the addresses as typed, and
 *  the candidates table: a row per candidate, its code, each step's time or "Not yet"; Load
 *  more while a page follows those listed. */
const showsPage = ({
  campaign,
  edit,
  fieldProblems,
  invite,
  candidates,
  next,
}: AgentCampaignContext) => {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(campaign!.positionName)
  expect(screen.getByLabelText('Position name')).toHaveValue(edit.positionName)
  const link = screen.getByLabelText('Interview link')
  expect(link).toHaveValue(edit.interviewLink)
  if (fieldProblems.interviewLink)
    expect(link).toHaveAccessibleDescription(fieldProblems.interviewLink)
  expect(screen.getByLabelText(/^Addresses/)).toHaveValue(invite)
  const table = screen.getByRole('table', { name: 'Candidates, newest invitation first' })
  // The candidates come before the form that edits the campaign.
  expect(
    table.compareDocumentPosition(screen.getByLabelText('Position name')) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent!.replace(/[▲▼↕]/, ''))
  expect(headers).toEqual(['Address', 'Invited', 'Progress', 'Code', 'Revoke'])
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows).toHaveLength(candidates.length)
  expect(screen.queryAllByRole('button', { name: 'Load more candidates' })).toHaveLength(
    next === null ? 0 : 1,
  )
  candidates.forEach((candidate, index) => {
    const cells = within(rows[index]!).getAllByRole('cell')
    expect(cells[0]).toHaveTextContent(candidate.email)
    // A tick per step, the invitation first: each says when, or "not yet".
    expect(
      within(cells[2]!)
        .getAllByRole('listitem')
        .map((tick) => tick.textContent),
    ).toEqual([
      `Invited: ${formatTime(candidate.invitedAt)}`,
      ...Object.entries(stepLabels).map(
        ([step, label]) =>
          `${label}: ${candidate.steps[step] ? formatTime(candidate.steps[step]) : 'not yet'}`,
      ),
    ])
    expect(cells[3]!.textContent).toMatch(
      candidate.code.status === 'revoked' ? 'Revoked' : /until|Expired/,
    )
    expect(
      within(rows[index]!).queryAllByRole('button', {
        name: `Revoke the code of ${candidate.email}`,
      }),
    ).toHaveLength(candidate.code.status === 'active' ? 1 : 0)
  })
}
const busy = (name: string) =>
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true')

describeModel(agentCampaignModel, {
  actor: {},
  view: {
    render: (campaign) => render(<CampaignView campaign={campaign} />),
    events: {
      CHANGE: (user, { value }) => replaceText(user, screen.getByLabelText('Position name'), value),
      SAVE: (user) => user.click(screen.getByRole('button', { name: 'Save' })),
      REAPPLY: (user) => user.click(screen.getByRole('button', { name: 'Save mine over it' })),
      TAKE_LATEST: (user) => user.click(screen.getByRole('button', { name: 'Take theirs' })),
      CHANGE_INVITE: (user, { value }) =>
        replaceText(user, screen.getByLabelText(/^Addresses/), value),
      INVITE: (user) => user.click(screen.getByRole('button', { name: 'Invite' })),
      REFRESH: (user) => user.click(screen.getByRole('button', { name: 'Refresh' })),
      LOAD_MORE: (user) => user.click(screen.getByRole('button', { name: 'Load more candidates' })),
      REVOKE: (user) =>
        user.click(
          screen.getByRole('button', { name: `Revoke the code of ${robinInvited.email}` }),
        ),
      CONFIRM_REVOKE: (user) => user.click(screen.getByRole('button', { name: 'Revoke' })),
      CANCEL_REVOKE: (user) => user.click(screen.getByRole('button', { name: 'Cancel' })),
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      loading: () =>
        void expect(screen.getByRole('status')).toHaveTextContent('Loading the campaign…'),
      failed: () => void expect(alerts()).toEqual([agentCampaignMessages.failed]),
      notFound: () => void expect(alerts()).toEqual([agentCampaignMessages.notFound]),
      'ready.settled.idle': ({ context }) => {
        showsPage(context)
        expect(alerts()).toEqual([])
        expect(statuses()).toEqual([])
      },
      'ready.settled.saved': ({ context }) => {
        showsPage(context)
        expect(statuses()).toEqual([agentCampaignMessages.saved])
      },
      'ready.settled.saveFailed': ({ context }) => {
        showsPage(context) // what was typed is kept
        expect(alerts()).toEqual([context.saveProblem])
      },
      'ready.settled.conflict': ({ context }) => {
        showsPage(context) // what was typed is kept, beside the campaign as it is now
        const latest = screen.getByRole('region', { name: 'The campaign as it is now' })
        expect(latest).toHaveTextContent(context.latest!.positionName)
        // Save waits for the agent's choice: save over theirs, or take theirs.
        expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
      },
      'ready.settled.invited': ({ context }) => {
        showsPage(context)
        expect(statuses()).toEqual([`Invited ${context.invited} candidate.`])
      },
      'ready.settled.listFailed': ({ context }) => {
        showsPage(context)
        expect(alerts()).toEqual([context.listProblem])
      },
      'ready.saving': ({ context }) => {
        showsPage(context)
        busy('Save')
        // What Save is sending is not typed over: the fields wait for the answer.
        expect(screen.getByLabelText('Position name')).toBeDisabled()
      },
      'ready.inviting': ({ context }) => {
        showsPage(context)
        busy('Invite')
      },
      'ready.refreshing': ({ context }) => {
        showsPage(context)
        busy('Refresh')
      },
      'ready.loadingMore': ({ context }) => {
        showsPage(context)
        busy('Load more candidates')
      },
      'ready.confirmingRevoke': ({ context }) => {
        showsPage(context)
        expect(screen.getByRole('group')).toHaveTextContent(
          `Revoke the access code of ${robinInvited.email}?`,
        )
      },
      'ready.revoking': ({ context }) => {
        showsPage(context)
        busy('Revoke')
      },
    },
  },
})
