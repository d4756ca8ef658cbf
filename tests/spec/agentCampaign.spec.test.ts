// Issue 31 items 3 and 5, a campaign's page in the console, written from the issue and the
// contract: rules as data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  agentCampaignMachine,
  agentCampaignMessages,
  type CampaignPage,
  type CandidatesRequest,
} from '../../src/machines/agentCampaign.machine'
import { draftOf, emptyCampaignDraft } from '../../src/machines/campaignDraft'
import type {
  CampaignDetail,
  CampaignEditRequest,
  Candidate,
  CandidatePage,
} from '../../src/agents/contract'
import { fakeCall } from './actors'
import { missingEffects } from './missingEffects'
import {
  agentsError,
  campaignConflictError,
  campaignFieldsError,
  dataCampaign,
  robinFurther,
  robinInvited,
  robinRevoked,
  samInvited,
  savedCampaign,
  theirCampaign,
} from '../support/agents'

let load: ReturnType<typeof fakeCall<CampaignPage, number>>
let save: ReturnType<typeof fakeCall<CampaignDetail, { id: number; request: CampaignEditRequest }>>
let invite: ReturnType<typeof fakeCall<Candidate[], { id: number; emails: { email: string }[] }>>
let refresh: ReturnType<typeof fakeCall<CandidatePage, CandidatesRequest>>
let revoke: ReturnType<typeof fakeCall<Candidate, number>>

function start() {
  load = fakeCall()
  save = fakeCall()
  invite = fakeCall()
  refresh = fakeCall()
  revoke = fakeCall()
  return createActor(
    agentCampaignMachine.provide({
      actors: {
        loadCampaign: load.logic,
        saveCampaign: save.logic,
        inviteCandidates: invite.logic,
        loadCandidates: refresh.logic,
        revokeCandidate: revoke.logic,
      },
    }),
    { input: { id: dataCampaign.id } },
  ).start()
}
type Actor = ReturnType<typeof start>
async function ready(candidates: Candidate[] = [robinInvited], next: string | null = null) {
  const actor = start()
  await load.resolve({ campaign: dataCampaign, candidates, next })
  return actor
}
/** A page of the candidates, the last unless `next` is given. */
const candidatePage = (candidates: Candidate[], next: string | null = null) => ({
  candidates,
  next,
})
const value = (actor: Actor) => actor.getSnapshot().value
const context = (actor: Actor) => actor.getSnapshot().context
async function refused(actor: Actor, error: unknown) {
  actor.send({ type: 'CHANGE', field: 'positionName', value: savedCampaign.positionName })
  actor.send({ type: 'SAVE' })
  await save.reject(error)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the campaign and its candidates load together', () => {
  it('asks for the campaign of its id, then shows it in the editor', async () => {
    const actor = start()
    expect(load.inputs).toEqual([5])
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadCampaign'])
    expect(context(actor)).toEqual({
      id: 5,
      campaign: null,
      edit: emptyCampaignDraft,
      fieldProblems: {},
      saveProblem: '',
      latest: null,
      candidates: [],
      next: null,
      invite: '',
      invited: 0,
      revoking: null,
      listProblem: '',
    })
    await load.resolve({ campaign: dataCampaign, candidates: [robinInvited], next: 'page-2' })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(context(actor)).toMatchObject({
      campaign: dataCampaign,
      edit: draftOf(dataCampaign),
      candidates: [robinInvited],
      next: 'page-2',
    })
  })

  it.each([
    [agentsError(401), 'failed'],
    [agentsError(404), 'notFound'],
    [new Error('offline'), 'failed'],
    [undefined, 'failed'],
  ])('a failed load (%s) is %s', async (error, state) => {
    const actor = start()
    await load.reject(error)
    expect(value(actor)).toBe(state)
    actor.send({ type: 'RETRY' })
    expect(value(actor)).toBe(state === 'failed' ? 'loading' : 'notFound')
  })
})

describe('the editor', () => {
  it('saves every field with the version it was loaded at, then shows the answer', async () => {
    const actor = await ready()
    actor.send({ type: 'CHANGE', field: 'positionName', value: savedCampaign.positionName })
    actor.send({ type: 'SAVE' })
    expect(value(actor)).toEqual({ ready: 'saving' })
    expect(save.inputs).toEqual([
      {
        id: 5,
        request: { ...draftOf(dataCampaign), positionName: savedCampaign.positionName, version: 1 },
      },
    ])
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['saveCampaign'])
    await save.resolve(savedCampaign)
    expect(value(actor)).toEqual({ ready: { settled: 'saved' } })
    expect(context(actor)).toMatchObject({ campaign: savedCampaign, edit: draftOf(savedCampaign) })
    expect(agentCampaignMessages.saved).toBe('Saved.')
  })

  it('does not save fields the contract refuses', async () => {
    const actor = await ready()
    actor.send({ type: 'CHANGE', field: 'positionName', value: ' ' })
    actor.send({ type: 'SAVE' })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(save.inputs).toEqual([])
  })

  it.each([
    [agentsError(401), agentCampaignMessages.saveFailed, {}],
    [
      campaignFieldsError,
      agentCampaignMessages.invalid,
      { interviewLink: 'The interview link must be an https address or a page of this site.' },
    ],
    [agentsError(403), agentCampaignMessages.forbidden, {}],
    [new Error('offline'), agentCampaignMessages.saveFailed, {}],
  ])(
    'a refused save (%s) says %j, under the fields %j; what was typed is kept',
    async (error, problem, fields) => {
      const actor = await ready()
      await refused(actor, error)
      expect(value(actor)).toEqual({ ready: { settled: 'saveFailed' } })
      expect(context(actor)).toMatchObject({
        saveProblem: problem,
        fieldProblems: fields,
        campaign: dataCampaign,
        edit: { positionName: savedCampaign.positionName },
      })
      // Typing the refused field takes its message away; the alert stays until the next call.
      actor.send({ type: 'CHANGE', field: 'interviewLink', value: dataCampaign.interviewLink })
      expect(context(actor).fieldProblems.interviewLink).toBeUndefined()
      actor.send({ type: 'REFRESH' })
      expect(context(actor).saveProblem).toBe('')
    },
  )

  it('a 409 shows the campaign as it is now beside the edit; Save mine over it sends its version', async () => {
    const actor = await ready()
    await refused(actor, campaignConflictError)
    expect(value(actor)).toEqual({ ready: { settled: 'conflict' } })
    expect(context(actor)).toMatchObject({ latest: theirCampaign, campaign: dataCampaign })
    expect(context(actor).edit.positionName).toBe(savedCampaign.positionName)
    actor.send({ type: 'REAPPLY' })
    expect(value(actor)).toEqual({ ready: 'saving' })
    expect(save.inputs.at(-1)).toEqual({
      id: 5,
      request: { ...draftOf(dataCampaign), positionName: savedCampaign.positionName, version: 2 },
    })
    expect(context(actor)).toMatchObject({ latest: null, campaign: theirCampaign })
  })

  it('a 409: Take theirs puts the campaign as it is now in the editor', async () => {
    const actor = await ready()
    await refused(actor, campaignConflictError)
    actor.send({ type: 'TAKE_LATEST' })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(context(actor)).toMatchObject({
      latest: null,
      campaign: theirCampaign,
      edit: draftOf(theirCampaign),
    })
  })

  it('while a conflict is shown, a plain Save is refused: the agent chooses mine or theirs', async () => {
    const actor = await ready()
    await refused(actor, campaignConflictError)
    actor.send({ type: 'SAVE' })
    expect(value(actor)).toEqual({ ready: { settled: 'conflict' } })
    expect(save.inputs).toHaveLength(1)
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false)
    // Once chosen (theirs taken), Save is open again.
    actor.send({ type: 'TAKE_LATEST' })
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true)
  })

  it('while Save is busy the fields are not typed over: what is sent is what stays', async () => {
    const actor = await ready()
    actor.send({ type: 'SAVE' })
    actor.send({ type: 'CHANGE', field: 'positionName', value: 'Analyst' })
    expect(context(actor).edit.positionName).toBe(dataCampaign.positionName)
    await save.resolve(savedCampaign)
    actor.send({ type: 'CHANGE', field: 'positionName', value: 'Analyst' })
    expect(context(actor).edit.positionName).toBe('Analyst')
  })

  it('Save mine over it and Take theirs mean nothing without a conflict', async () => {
    const actor = await ready()
    actor.send({ type: 'REAPPLY' })
    actor.send({ type: 'TAKE_LATEST' })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(save.inputs).toEqual([])
  })

  it('words its messages so', () => {
    expect(agentCampaignMessages).toEqual({
      failed: 'The campaign could not be loaded. Please try again.',
      notFound: 'There is no such campaign.',
      saved: 'Saved.',
      invalid: 'The server refused some fields: see under each.',
      forbidden: 'Only the agent who created this campaign, or an administrator, may edit it.',
      conflict:
        'Someone changed this campaign since you opened it. Here it is as it is now: save again to put your version in its place, or take theirs.',
      saveFailed: 'The campaign could not be saved. Please try again.',
      inviteFailed: 'The candidates could not be invited. Please try again.',
      refreshFailed: 'The candidates could not be loaded. Please try again.',
      moreFailed: 'More candidates could not be loaded. Please try again.',
      revokeFailed: 'The code could not be revoked. Please try again.',
    })
  })
})

it('typing another field keeps the server’s message of a field', async () => {
  const actor = await ready()
  await refused(actor, campaignFieldsError)
  actor.send({ type: 'CHANGE', field: 'calendarLink', value: dataCampaign.calendarLink })
  expect(context(actor).fieldProblems.interviewLink).toMatch(/https/)
})

it('names each effect it misses when started without them', async () => {
  vi.useRealTimers() // missingEffects waits a real tick between events
  const page: CampaignPage = { campaign: dataCampaign, candidates: [robinInvited], next: null }
  const machine = agentCampaignMachine.provide({
    actors: { loadCampaign: fromPromise(async () => page) },
  })
  const messages = await missingEffects(
    machine as typeof agentCampaignMachine,
    [
      { type: 'SAVE' },
      { type: 'CHANGE_INVITE', value: 'sam@example.com' },
      { type: 'INVITE' },
      { type: 'REFRESH' },
      { type: 'REVOKE', id: robinInvited.id },
      { type: 'CONFIRM_REVOKE' },
    ],
    { id: dataCampaign.id },
  )
  expect(messages.map((message) => message.split(' ')[0])).toEqual([
    'saveCampaign',
    'inviteCandidates',
    'loadCandidates',
    'revokeCandidate',
  ])
  expect(await missingEffects(agentCampaignMachine, [], { id: dataCampaign.id })).toEqual([
    'loadCampaign is not provided: supply it with machine.provide()',
  ])
})

describe('Invite candidates', () => {
  it.each([
    ['', false],
    ['robin@example', false],
    ['robin@example.com', true],
    ['sam@example.com,\nana@example.com', true],
  ])('the addresses %j invite: %s', async (typed, invites) => {
    const actor = await ready()
    actor.send({ type: 'CHANGE_INVITE', value: typed })
    actor.send({ type: 'INVITE' })
    expect(value(actor)).toEqual(invites ? { ready: 'inviting' } : { ready: { settled: 'idle' } })
  })

  it('sends each address; the invited head the list (a row answered again is replaced)', async () => {
    const ana = { ...robinInvited, id: 20, email: 'ana@example.com' }
    const actor = await ready([robinInvited, ana])
    actor.send({ type: 'CHANGE_INVITE', value: 'sam@example.com, robin@example.com' })
    actor.send({ type: 'INVITE' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['inviteCandidates'])
    expect(invite.inputs).toEqual([
      { id: 5, emails: [{ email: 'sam@example.com' }, { email: 'robin@example.com' }] },
    ])
    await invite.resolve([samInvited, robinFurther])
    expect(value(actor)).toEqual({ ready: { settled: 'invited' } })
    expect(context(actor)).toMatchObject({
      candidates: [samInvited, robinFurther, ana],
      invite: '',
      invited: 2,
    })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed invitation (%s) says so and keeps the addresses',
    async (error) => {
      const actor = await ready()
      actor.send({ type: 'CHANGE_INVITE', value: 'sam@example.com' })
      actor.send({ type: 'INVITE' })
      await invite.reject(error)
      expect(value(actor)).toEqual({ ready: { settled: 'listFailed' } })
      expect(context(actor)).toMatchObject({
        listProblem: agentCampaignMessages.inviteFailed,
        invite: 'sam@example.com',
        candidates: [robinInvited],
      })
      actor.send({ type: 'INVITE' })
      expect(context(actor).listProblem).toBe('')
    },
  )
})

describe('the candidates’ progress and Revoke', () => {
  it('Refresh asks for the first page again and shows it as it is now', async () => {
    const actor = await ready([robinInvited, samInvited], 'page-2')
    actor.send({ type: 'REFRESH' })
    expect(value(actor)).toEqual({ ready: 'refreshing' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadCandidates'])
    expect(refresh.inputs).toEqual([{ id: 5 }])
    await refresh.resolve(candidatePage([robinFurther]))
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(context(actor)).toMatchObject({ candidates: [robinFurther], next: null })
  })

  it('Load more asks for the page after those listed and adds it below them', async () => {
    const ana = { ...robinInvited, id: 20, email: 'ana@example.com' }
    const actor = await ready([samInvited], 'page-2')
    actor.send({ type: 'LOAD_MORE' })
    expect(value(actor)).toEqual({ ready: 'loadingMore' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['loadMoreCandidates'])
    expect(refresh.inputs).toEqual([{ id: 5, after: 'page-2' }])
    await refresh.resolve(candidatePage([robinInvited], 'page-3'))
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(context(actor)).toMatchObject({ candidates: [samInvited, robinInvited], next: 'page-3' })
    // A row listed already (moved up by an invitation meanwhile) is not listed twice.
    actor.send({ type: 'LOAD_MORE' })
    expect(refresh.inputs.at(-1)).toEqual({ id: 5, after: 'page-3' })
    await refresh.resolve(candidatePage([robinFurther, ana]))
    expect(context(actor)).toMatchObject({
      candidates: [samInvited, robinInvited, ana],
      next: null,
    })
    // Past the last page there is nothing more to ask for.
    actor.send({ type: 'LOAD_MORE' })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(refresh.inputs).toHaveLength(2)
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed Load more (%s) keeps the list and its cursor, and says so',
    async (error) => {
      const actor = await ready([samInvited], 'page-2')
      actor.send({ type: 'LOAD_MORE' })
      await refresh.reject(error)
      expect(value(actor)).toEqual({ ready: { settled: 'listFailed' } })
      expect(context(actor)).toMatchObject({
        listProblem: agentCampaignMessages.moreFailed,
        candidates: [samInvited],
        next: 'page-2',
      })
      actor.send({ type: 'LOAD_MORE' })
      expect(refresh.inputs.at(-1)).toEqual({ id: 5, after: 'page-2' })
      expect(context(actor).listProblem).toBe('')
    },
  )

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed refresh (%s) keeps the list and says so',
    async (error) => {
      const actor = await ready()
      actor.send({ type: 'REFRESH' })
      await refresh.reject(error)
      expect(value(actor)).toEqual({ ready: { settled: 'listFailed' } })
      expect(context(actor)).toMatchObject({
        listProblem: agentCampaignMessages.refreshFailed,
        candidates: [robinInvited],
      })
    },
  )

  it.each([
    ['an active code', robinInvited, true],
    ['a revoked code', robinRevoked, false],
    [
      'an expired code',
      { ...robinInvited, code: { ...robinInvited.code, status: 'expired' } },
      false,
    ],
  ] as const)('Revoke of a candidate with %s asks first: %s', async (_, candidate, asks) => {
    const actor = await ready([candidate as Candidate])
    actor.send({ type: 'REVOKE', id: candidate.id })
    expect(value(actor)).toEqual(
      asks ? { ready: 'confirmingRevoke' } : { ready: { settled: 'idle' } },
    )
    expect(context(actor).revoking).toBe(asks ? candidate.id : null)
  })

  it('Revoke of a candidate not listed does nothing', async () => {
    const actor = await ready()
    actor.send({ type: 'REVOKE', id: 99 })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
  })

  it('Cancel keeps the code; Revoke revokes it and shows the row as it is now', async () => {
    const actor = await ready([samInvited, robinInvited])
    actor.send({ type: 'REVOKE', id: robinInvited.id })
    actor.send({ type: 'CANCEL_REVOKE' })
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(context(actor).revoking).toBeNull()
    expect(revoke.inputs).toEqual([])
    actor.send({ type: 'REVOKE', id: robinInvited.id })
    actor.send({ type: 'CONFIRM_REVOKE' })
    expect(value(actor)).toEqual({ ready: 'revoking' })
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['revokeCandidate'])
    expect(revoke.inputs).toEqual([robinInvited.id])
    await revoke.resolve(robinRevoked)
    expect(value(actor)).toEqual({ ready: { settled: 'idle' } })
    expect(context(actor)).toMatchObject({ candidates: [samInvited, robinRevoked], revoking: null })
  })

  it.each([[agentsError(401)], [new Error('offline')]])(
    'a failed revocation (%s) says so; the row stays',
    async (error) => {
      const actor = await ready()
      actor.send({ type: 'REVOKE', id: robinInvited.id })
      actor.send({ type: 'CONFIRM_REVOKE' })
      await revoke.reject(error)
      expect(value(actor)).toEqual({ ready: { settled: 'listFailed' } })
      expect(context(actor)).toMatchObject({
        listProblem: agentCampaignMessages.revokeFailed,
        candidates: [robinInvited],
        revoking: null,
      })
    },
  )

  it('one call at a time: nothing else starts while one is busy; typing goes on', async () => {
    const actor = await ready([robinInvited], 'page-2')
    actor.send({ type: 'CHANGE_INVITE', value: 'sam@example.com' })
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'SAVE' })
    actor.send({ type: 'INVITE' })
    actor.send({ type: 'REVOKE', id: robinInvited.id })
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'LOAD_MORE' })
    actor.send({ type: 'CHANGE', field: 'positionName', value: 'Analyst' })
    expect(value(actor)).toEqual({ ready: 'refreshing' })
    expect([save.inputs, invite.inputs, revoke.inputs, refresh.inputs]).toEqual([
      [],
      [],
      [],
      [{ id: 5 }],
    ])
    expect(context(actor).edit.positionName).toBe('Analyst')
    // While asking whether to revoke, the other calls wait too.
    await refresh.resolve(candidatePage([robinInvited], 'page-2'))
    actor.send({ type: 'REVOKE', id: robinInvited.id })
    actor.send({ type: 'SAVE' })
    actor.send({ type: 'REFRESH' })
    actor.send({ type: 'LOAD_MORE' })
    expect(value(actor)).toEqual({ ready: 'confirmingRevoke' })
  })
})
