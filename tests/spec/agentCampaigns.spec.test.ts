// Issue 31 item 3, the console's campaigns, written from the issue and the contract: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  agentCampaignsMachine,
  agentCampaignsMessages,
} from '../../src/machines/agentCampaigns.machine'
import {
  addressesOf,
  campaignDraftProblems,
  draftOf,
  emptyCampaignDraft,
  inviteProblem,
  serverFieldProblems,
  type CampaignDraft,
} from '../../src/machines/campaignDraft'
import type { CampaignDetail } from '../../src/agents/contract'
import { effect, fakeCall, type Effect } from './actors'
import { missingEffects } from './missingEffects'
import { agentsError, campaignFieldsError, dataCampaign, savedCampaign } from '../support/agents'

let load: ReturnType<typeof fakeCall<CampaignDetail[]>>
let create: ReturnType<typeof fakeCall<CampaignDetail, CampaignDraft>>
let openCampaign: Effect

function start() {
  load = fakeCall()
  create = fakeCall()
  openCampaign = effect()
  return createActor(
    agentCampaignsMachine.provide({
      actors: { loadCampaigns: load.logic, createCampaign: create.logic },
      actions: { openCampaign },
    }),
  ).start()
}
const wholeDraft = draftOf(dataCampaign)
async function ready() {
  const actor = start()
  await load.resolve([savedCampaign])
  return actor
}
function type(actor: ReturnType<typeof start>, draft: Partial<CampaignDraft>) {
  for (const [field, value] of Object.entries(draft))
    actor.send({ type: 'CHANGE_DRAFT', field: field as keyof CampaignDraft, value })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the campaigns, newest first', () => {
  it('starts with nothing and asks for the list', async () => {
    const actor = start()
    expect(actor.getSnapshot().context).toEqual({
      campaigns: [],
      draft: emptyCampaignDraft,
      fieldProblems: {},
      createProblem: '',
    })
    expect(emptyCampaignDraft).toEqual({
      positionName: '',
      keyResponsibilities: '',
      mustHaveTechnologies: '',
      niceToHaveTechnologies: '',
      interviewLink: '',
      calendarLink: '',
    })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadCampaigns'])
    await load.resolve([savedCampaign])
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(actor.getSnapshot().context.campaigns).toEqual([savedCampaign])
  })

  it.each([[agentsError(401)], [new Error('offline')], [undefined]])(
    'a failed load (%s) says so; Try again asks again',
    async (error) => {
      const actor = start()
      await load.reject(error)
      expect(actor.getSnapshot().value).toBe('failed')
      expect(agentCampaignsMessages.failed).toBe(
        'The campaigns could not be loaded. Please try again.',
      )
      actor.send({ type: 'RETRY' })
      expect(actor.getSnapshot().value).toBe('loading')
    },
  )
})

describe('a new campaign', () => {
  // The contract's rules: a position name, two http(s) links; the rich text may be empty.
  it.each<[string, Partial<CampaignDraft>, boolean]>([
    ['every field', {}, true],
    ['no position name', { positionName: '' }, false],
    ['a blank position name', { positionName: '   ' }, false],
    ['no interview link', { interviewLink: '' }, false],
    ['a calendar link that is no address', { calendarLink: 'calendar' }, false],
    ['an ftp interview link', { interviewLink: 'ftp://files.example/x' }, false],
    ['an http link (the server decides)', { calendarLink: 'http://localhost:5173/x' }, true],
    ['no rich text', { keyResponsibilities: '', mustHaveTechnologies: '' }, true],
    ['too much rich text', { keyResponsibilities: 'x'.repeat(20_001) }, false],
  ])('with %s, Create campaign %s', async (_, change, creates) => {
    const actor = await ready()
    type(actor, { ...wholeDraft, ...change })
    actor.send({ type: 'CREATE' })
    expect(actor.getSnapshot().value).toEqual({ ready: creates ? 'creating' : 'idle' })
    expect(create.inputs).toEqual(creates ? [{ ...wholeDraft, ...change }] : [])
  })

  it('while the campaign is being created its fields are not typed over; after a refusal they are', async () => {
    const actor = await ready()
    type(actor, wholeDraft)
    actor.send({ type: 'CREATE' })
    actor.send({ type: 'CHANGE_DRAFT', field: 'positionName', value: 'Analyst' })
    expect(actor.getSnapshot().context.draft).toEqual(wholeDraft)
    expect(
      actor.getSnapshot().can({ type: 'CHANGE_DRAFT', field: 'positionName', value: 'x' }),
    ).toBe(false)
    await create.reject(new Error('offline'))
    actor.send({ type: 'CHANGE_DRAFT', field: 'positionName', value: 'Analyst' })
    expect(actor.getSnapshot().context.draft.positionName).toBe('Analyst')
  })

  it('a created campaign heads the list once, the form empties and the campaign opens', async () => {
    const actor = await ready()
    type(actor, wholeDraft)
    actor.send({ type: 'CREATE' })
    await create.resolve(dataCampaign)
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(actor.getSnapshot().context).toEqual({
      campaigns: [dataCampaign, savedCampaign].filter(
        (campaign, index) => index === 0 || campaign.id !== dataCampaign.id,
      ),
      draft: emptyCampaignDraft,
      fieldProblems: {},
      createProblem: '',
    })
    expect(openCampaign).toHaveBeenCalledWith(expect.anything(), dataCampaign)
  })

  it('a campaign answered again replaces its row', async () => {
    const actor = start()
    await load.resolve([{ ...dataCampaign, id: 9 }, dataCampaign])
    type(actor, wholeDraft)
    actor.send({ type: 'CREATE' })
    await create.resolve(dataCampaign)
    expect(actor.getSnapshot().context.campaigns.map((campaign) => campaign.id)).toEqual([5, 9])
  })

  it.each([
    [agentsError(401), agentCampaignsMessages.createFailed, {}],
    [
      campaignFieldsError,
      agentCampaignsMessages.invalid,
      { interviewLink: 'The interview link must be an https address or a page of this site.' },
    ],
    [agentsError(400), agentCampaignsMessages.invalid, {}],
    [new Error('offline'), agentCampaignsMessages.createFailed, {}],
  ])(
    'a refused creation (%s) says %j, under the fields %j; what was typed is kept',
    async (error, problem, fields) => {
      const actor = await ready()
      type(actor, wholeDraft)
      actor.send({ type: 'CREATE' })
      await create.reject(error)
      const { value, context } = actor.getSnapshot()
      expect(value).toEqual({ ready: 'createFailed' })
      expect(context.createProblem).toBe(problem)
      expect(context.fieldProblems).toEqual(fields)
      expect(context.draft).toEqual(wholeDraft)
      expect(openCampaign).not.toHaveBeenCalled()
      // Typing in the refused field takes its message away; Create campaign sends again.
      actor.send({ type: 'CHANGE_DRAFT', field: 'interviewLink', value: wholeDraft.interviewLink })
      expect(actor.getSnapshot().context.fieldProblems.interviewLink).toBeUndefined()
      actor.send({ type: 'CREATE' })
      expect(actor.getSnapshot().value).toEqual({ ready: 'creating' })
    },
  )

  it('words its messages so', () => {
    expect(agentCampaignsMessages).toEqual({
      failed: 'The campaigns could not be loaded. Please try again.',
      invalid: 'The server refused some fields: see under each.',
      createFailed: 'The campaign could not be created. Please try again.',
    })
  })

  it('typing another field keeps the server’s message of a field', async () => {
    const actor = await ready()
    type(actor, wholeDraft)
    actor.send({ type: 'CREATE' })
    await create.reject(campaignFieldsError)
    actor.send({ type: 'CHANGE_DRAFT', field: 'positionName', value: 'Analyst' })
    expect(actor.getSnapshot().context.fieldProblems.interviewLink).toMatch(/https/)
    expect(actor.getSnapshot().context.draft.positionName).toBe('Analyst')
  })
})

it('names each effect it misses when started without them', async () => {
  vi.useRealTimers() // missingEffects waits a real tick between events
  expect(await missingEffects(agentCampaignsMachine, [])).toEqual([
    'loadCampaigns is not provided: supply it with machine.provide()',
  ])
  const listed = agentCampaignsMachine.provide({
    actors: { loadCampaigns: fromPromise(async () => [savedCampaign]) },
  })
  const events = Object.entries(wholeDraft).map(([field, value]) => ({
    type: 'CHANGE_DRAFT' as const,
    field: field as keyof CampaignDraft,
    value,
  }))
  expect(
    await missingEffects(listed as typeof agentCampaignsMachine, [...events, { type: 'CREATE' }]),
  ).toEqual(['createCampaign is not provided: supply it with machine.provide()'])
})

describe('a campaign’s fields and addresses, as the forms check them', () => {
  it('names the field of each broken rule, with the contract’s words', () => {
    expect(campaignDraftProblems(wholeDraft)).toEqual({})
    expect(campaignDraftProblems({ ...wholeDraft, positionName: '', interviewLink: 'x' })).toEqual({
      positionName: 'The position name is required.',
      interviewLink: 'The interview link must be an https address.',
    })
  })

  it('takes from a 400 the first message of each campaign field, nothing else', () => {
    expect(
      serverFieldProblems({
        error: {
          body: {
            fields: { calendarLink: ['First.', 'Second.'], version: ['Not a field here.'] },
          },
        },
      }),
    ).toStrictEqual({ calendarLink: 'First.' })
    expect(serverFieldProblems({ error: new Error('offline') })).toStrictEqual({})
    expect(serverFieldProblems({ error: { body: { error: 'No fields.' } } })).toStrictEqual({})
    expect(serverFieldProblems({})).toStrictEqual({})
  })

  it.each([
    ['robin@example.com', ['robin@example.com']],
    ['robin@example.com, sam@example.com', ['robin@example.com', 'sam@example.com']],
    [
      'robin@example.com;sam@example.com\n  ana@example.com ',
      ['robin@example.com', 'sam@example.com', 'ana@example.com'],
    ],
    ['  ', []],
  ])('reads %j as the addresses %j', (typed, emails) => {
    expect(addressesOf(typed)).toEqual(emails.map((email) => ({ email })))
  })

  it.each([
    ['robin@example.com', ''],
    ['robin@example.com, sam@example.com', ''],
    ['', 'Add at least one address.'],
    ['robin@example', 'Please enter a valid email address.'],
    [
      Array.from({ length: 51 }, (_, n) => `c${n}@example.com`).join(','),
      'Invite at most 50 candidates at a time.',
    ],
  ])('addresses %j: %j', (typed, problem) => {
    expect(inviteProblem(typed)).toBe(problem)
  })
})
