// @vitest-environment jsdom
// (jsdom: the conflict's rich text goes through DOMPurify, which needs a DOM that parses HTML as
// browsers do; happy-dom let an <img onerror> through: campaignPreview.test.tsx.)
// Where focus goes on a campaign's page (issue 31): to the candidates after an invitation, to
// Revoke when it asks, to the campaign as it is now after a 409, and to the line that takes Load
// more's place once the last page of candidates is listed (issue 46).
import { expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import { agentCampaignMachine, type CampaignPage } from '../../src/machines/agentCampaign.machine'
import { CampaignView } from '../../src/agents/CampaignView'
import type { CandidatePage } from '../../src/agents/contract'
import {
  campaignConflictError,
  dataCampaign,
  robinInvited,
  samInvited,
  theirCampaign,
} from '../support/agents'

async function page(saveError: Error = campaignConflictError) {
  const actor = createActor(
    agentCampaignMachine.provide({
      actors: {
        loadCampaign: fromPromise(async (): Promise<CampaignPage> => ({
          campaign: dataCampaign,
          candidates: [robinInvited],
          next: 'page-2',
        })),
        loadCandidates: fromPromise(async (): Promise<CandidatePage> => ({
          candidates: [samInvited],
          next: null,
        })),
        inviteCandidates: fromPromise(async () => [samInvited]),
        saveCampaign: fromPromise(async () => Promise.reject(saveError)),
      },
    }),
    { input: { id: dataCampaign.id } },
  ).start()
  render(<CampaignView campaign={actor} />)
  await screen.findByRole('heading', { level: 1 })
  return userEvent.setup()
}

it('an invitation moves focus to the candidates', async () => {
  const user = await page()
  await user.type(screen.getByLabelText(/^Addresses/), samInvited.email)
  await user.click(screen.getByRole('button', { name: 'Invite' }))
  expect(await screen.findByText('Invited 1 candidate.')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Candidates' })).toHaveFocus()
})

it('Revoke… asks, with focus on Revoke', async () => {
  const user = await page()
  await user.click(screen.getByRole('button', { name: `Revoke the code of ${robinInvited.email}` }))
  expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus()
})

it('a 409 moves focus to the campaign as it is now', async () => {
  const user = await page()
  await user.click(screen.getByRole('button', { name: 'Save' }))
  const heading = await screen.findByRole('heading', { name: 'The campaign as it is now' })
  expect(heading).toHaveFocus()
})

it('a 409 shows their rich text formatted and sanitized, never as raw tags', async () => {
  const theirs = {
    ...theirCampaign,
    keyResponsibilities:
      '<ul><li>Own the <strong>pipelines</strong></li></ul><img src="x" onerror="alert(1)"><script>alert(1)</script>',
  }
  const user = await page(
    Object.assign(new Error(campaignConflictError.message), {
      status: 409,
      body: { ...campaignConflictError.body, campaign: theirs },
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Save' }))
  const latest = await screen.findByRole('region', { name: 'The campaign as it is now' })
  const responsibilities = within(latest).getByText('Key responsibilities').nextElementSibling!
  expect(responsibilities.textContent).not.toMatch(/<\/?[a-z]/)
  expect(responsibilities).toHaveTextContent('Own the pipelines')
  expect(responsibilities.querySelector('li strong')).toHaveTextContent('pipelines')
  expect(responsibilities.querySelector('script, img, [onerror]')).toBeNull()
})

it('the last page of Load more moves focus to the line that says every candidate is listed', async () => {
  const user = await page()
  await user.click(screen.getByRole('button', { name: 'Load more candidates' }))
  const allListed = await screen.findByText('All 2 candidates are listed.')
  expect(allListed).toHaveFocus()
  expect(screen.queryByRole('button', { name: 'Load more candidates' })).toBeNull()
})
