import { and, assign, fromPromise, not, setup, stateIn, type ActorRefFrom } from 'xstate'
import type {
  CampaignDetail,
  CampaignEditRequest,
  Candidate,
  CandidatePage,
} from '../agents/contract'
import {
  addressesOf,
  draftIsComplete,
  draftOf,
  emptyCampaignDraft,
  inviteProblem,
  serverFieldProblems,
  type CampaignDraft,
  type CampaignField,
  type FieldProblems,
} from './campaignDraft'
import { notProvided } from './shared'
import { answeredNotFound, loadStates } from './loadFragment'

export const agentCampaignMessages = {
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
} as const

/** A campaign's page as it loads: the campaign and the first page of its candidates. */
export interface CampaignPage extends CandidatePage {
  campaign: CampaignDetail
}

/** Which page of a campaign's candidates to ask for: the first, or the one after `after`. */
export interface CandidatesRequest {
  id: number
  after?: string
}

export interface AgentCampaignContext {
  id: number
  /** The campaign as the server last answered it (its version is the one a save sends). */
  campaign: CampaignDetail | null
  /** The editor's fields as typed. */
  edit: CampaignDraft
  /** The server's 400, field by field, until the field is typed again. */
  fieldProblems: FieldProblems
  /** Why the last save did not happen. */
  saveProblem: string
  /** On a 409: the campaign as someone else saved it (shown while the conflict is). */
  latest: CampaignDetail | null
  /** The candidates listed so far: the first page, and each page Load more added. */
  candidates: Candidate[]
  /** The cursor of the page after those listed; null when every candidate is listed. */
  next: string | null
  /** The addresses typed into Invite candidates. */
  invite: string
  /** How many the last invitation invited. */
  invited: number
  /** The candidate whose code is being revoked (asked, then sent). */
  revoking: number | null
  /** Why the last invitation, refresh or revocation did not happen. */
  listProblem: string
}

export type AgentCampaignEvent =
  | { type: 'CHANGE'; field: CampaignField; value: string }
  | { type: 'SAVE' }
  | { type: 'REAPPLY' }
  | { type: 'TAKE_LATEST' }
  | { type: 'CHANGE_INVITE'; value: string }
  | { type: 'INVITE' }
  | { type: 'REFRESH' }
  | { type: 'LOAD_MORE' }
  | { type: 'REVOKE'; id: number }
  | { type: 'CONFIRM_REVOKE' }
  | { type: 'CANCEL_REVOKE' }
  | { type: 'RETRY' }

const statusOf = (event: unknown) => (event as { error?: { status?: number } }).error?.status

/** The list with the candidates the server answered in place of (or before) the old rows. */
const withCandidates = (candidates: Candidate[], changed: Candidate[]) => [
  ...changed,
  ...candidates.filter((candidate) => !changed.some((row) => row.id === candidate.id)),
]

/** The list with a further page after it (a row already listed, moved up by an invitation
 *  meanwhile, is not listed twice). */
const withPageAfter = (candidates: Candidate[], page: Candidate[]) => [
  ...candidates,
  ...page.filter((candidate) => !candidates.some((row) => row.id === candidate.id)),
]

/** A failed invitation, refresh, further page or revocation: its message. */
const listFailure = (message: string) =>
  ({ target: 'settled.listFailed', actions: { type: 'noteListProblem', params: message } }) as const

/** The campaign as the server answered it, in the editor too. */
const campaignShown = (campaign: CampaignDetail) => ({
  campaign,
  edit: draftOf(campaign),
  fieldProblems: {},
})

/** What the settled states accept (none while a call is busy: one call at a time). */
const settled = {
  SAVE: { guard: 'saveIsOpen', target: 'saving' },
  INVITE: { guard: 'inviteIsValid', target: 'inviting' },
  REFRESH: { target: 'refreshing' },
  LOAD_MORE: { guard: 'hasNext', target: 'loadingMore' },
  REVOKE: { guard: 'activeCandidate', target: 'confirmingRevoke', actions: 'askRevoke' },
} as const

/**
 * A campaign's page in the console (issue 31): its editor (Save; a 409 shows the campaign as it
 * is now and lets the agent save again over it or take it; a 403 when the agent may not edit
 * it; a 400 under each field, what was typed kept), Invite candidates (one or several
 * addresses), and the candidates with their progress, a page at a time (Load more asks for the
 * page after those listed; Refresh for the first again), each one's code revoked after a
 * confirmation.
 */
export const agentCampaignMachine = setup({
  types: {
    context: {} as AgentCampaignContext,
    events: {} as AgentCampaignEvent,
    input: {} as { id: number },
  },
  actors: {
    /** Supplied by the app: GET /api/agents/campaigns/:id and its candidates. */
    loadCampaign: fromPromise<CampaignPage, number>(notProvided('loadCampaign')),
    /** Supplied by the app: PUT /api/agents/campaigns/:id (409 bodies checked, as `body`). */
    saveCampaign: fromPromise<CampaignDetail, { id: number; request: CampaignEditRequest }>(
      notProvided('saveCampaign'),
    ),
    /** Supplied by the app: POST /api/agents/campaigns/:id/candidates. */
    inviteCandidates: fromPromise<Candidate[], { id: number; emails: { email: string }[] }>(
      notProvided('inviteCandidates'),
    ),
    /** Supplied by the app: GET /api/agents/campaigns/:id/candidates (?after=). */
    loadCandidates: fromPromise<CandidatePage, CandidatesRequest>(notProvided('loadCandidates')),
    /** Supplied by the app: POST /api/agents/candidates/:id/revoke. */
    revokeCandidate: fromPromise<Candidate, number>(notProvided('revokeCandidate')),
  },
  actions: {
    /** The campaign as the server answered it, in the editor too. */
    showCampaign: assign((_, campaign: CampaignDetail) => campaignShown(campaign)),
    noteListProblem: assign((_, listProblem: string) => ({ listProblem })),
    askRevoke: assign({
      revoking: ({ event }) => (event as Extract<AgentCampaignEvent, { type: 'REVOKE' }>).id,
    }),
  },
  guards: {
    editIsValid: ({ context }) => draftIsComplete(context.edit),
    /** A conflict asks the agent to choose (save over theirs, or take theirs): a plain Save
     *  meanwhile would put the draft over a version the agent has not chosen to replace. */
    saveIsOpen: and(['editIsValid', not(stateIn({ ready: { settled: 'conflict' } }))]),
    /** The draft is what Save is sending: it is not typed over until the answer. */
    notSaving: not(stateIn({ ready: 'saving' })),
    inviteIsValid: ({ context }) => inviteProblem(context.invite) === '',
    hasNext: ({ context }) => context.next !== null,
    activeCandidate: ({ context, event }) =>
      context.candidates.some(
        (candidate) =>
          candidate.id === (event as { id: number }).id && candidate.code.status === 'active',
      ),
    notFound: answeredNotFound,
    invalid: ({ event }) => statusOf(event) === 400,
    forbidden: ({ event }) => statusOf(event) === 403,
    conflict: ({ event }) => statusOf(event) === 409,
  },
}).createMachine({
  id: 'agentCampaign',
  description: 'A campaign: its editor, Invite candidates, the candidates’ progress, Revoke.',
  meta: {
    purpose:
      'One campaign in the console: edit it, invite candidates, follow their progress, revoke a code.',
    spec: '—',
  },
  context: ({ input }) => ({
    id: input.id,
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
  }),
  initial: 'loading',
  states: {
    ...loadStates<AgentCampaignContext, AgentCampaignEvent>()({
      src: 'loadCampaign',
      input: ({ context }) => context.id,
      loaded: ({ campaign, candidates, next }: CampaignPage) => ({
        ...campaignShown(campaign),
        candidates,
        next,
      }),
      failedMessage: agentCampaignMessages.failed,
      loadingDescription: 'Asks for the campaign and its candidates.',
      notFound: 'notFound',
    }),
    notFound: { description: `'${agentCampaignMessages.notFound}'` },
    ready: {
      description:
        'The campaign is shown: its editor, the invitation field and the candidates with their progress.',
      on: {
        CHANGE: {
          guard: 'notSaving',
          actions: assign({
            edit: ({ context, event }) => ({ ...context.edit, [event.field]: event.value }),
            fieldProblems: ({ context, event }) => ({
              ...context.fieldProblems,
              [event.field]: undefined,
            }),
          }),
        },
        CHANGE_INVITE: { actions: assign({ invite: ({ event }) => event.value }) },
      },
      initial: 'settled',
      states: {
        settled: {
          description: 'Nothing is busy: each of the calls can begin.',
          initial: 'idle',
          on: settled,
          states: {
            idle: {
              description:
                'The campaign is shown and nothing went wrong: the agent may edit, invite, refresh or revoke.',
            },
            saved: { description: `'${agentCampaignMessages.saved}'` },
            saveFailed: {
              description:
                'The refusal (403, or a 400 under each field) or the failure; what was typed is kept.',
              exit: assign({ saveProblem: '' }),
            },
            conflict: {
              description:
                'The campaign as someone saved it, beside what was typed: save again over it, or take it.',
              on: {
                REAPPLY: {
                  target: '#agentCampaign.ready.saving',
                  actions: assign({ campaign: ({ context }) => context.latest, latest: null }),
                },
                TAKE_LATEST: {
                  target: 'idle',
                  actions: [
                    { type: 'showCampaign', params: ({ context }) => context.latest! },
                    assign({ latest: null }),
                  ],
                },
              },
            },
            invited: { description: 'How many were invited; the addresses field is empty again.' },
            listFailed: {
              description:
                'The invitation, refresh, further page or revocation failed; what was typed is kept.',
              exit: assign({ listProblem: '' }),
            },
          },
        },
        saving: {
          description: 'Save is busy.',
          invoke: {
            id: 'saveCampaign',
            src: 'saveCampaign',
            input: ({ context }) => ({
              id: context.id,
              request: { ...context.edit, version: context.campaign!.version },
            }),
            onDone: {
              target: 'settled.saved',
              actions: { type: 'showCampaign', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'invalid',
                target: 'settled.saveFailed',
                actions: assign({
                  saveProblem: agentCampaignMessages.invalid,
                  fieldProblems: ({ event }) => serverFieldProblems(event),
                }),
              },
              {
                guard: 'forbidden',
                target: 'settled.saveFailed',
                actions: assign({ saveProblem: agentCampaignMessages.forbidden }),
              },
              {
                guard: 'conflict',
                target: 'settled.conflict',
                actions: assign({
                  latest: ({ event }) =>
                    (event.error as { body: { campaign: CampaignDetail } }).body.campaign,
                }),
              },
              {
                target: 'settled.saveFailed',
                actions: assign({ saveProblem: agentCampaignMessages.saveFailed }),
              },
            ],
          },
        },
        inviting: {
          description: 'Invite is busy.',
          invoke: {
            id: 'inviteCandidates',
            src: 'inviteCandidates',
            input: ({ context }) => ({ id: context.id, emails: addressesOf(context.invite) }),
            onDone: {
              target: 'settled.invited',
              actions: assign({
                candidates: ({ context, event }) =>
                  withCandidates(context.candidates, event.output),
                invite: '',
                invited: ({ event }) => event.output.length,
              }),
            },
            onError: listFailure(agentCampaignMessages.inviteFailed),
          },
        },
        refreshing: {
          description: 'Refresh is busy.',
          invoke: {
            id: 'loadCandidates',
            src: 'loadCandidates',
            input: ({ context }) => ({ id: context.id }),
            onDone: {
              target: 'settled.idle',
              actions: assign({
                candidates: ({ event }) => event.output.candidates,
                next: ({ event }) => event.output.next,
              }),
            },
            onError: listFailure(agentCampaignMessages.refreshFailed),
          },
        },
        loadingMore: {
          description: 'Load more is busy: the page after those listed.',
          invoke: {
            id: 'loadMoreCandidates',
            src: 'loadCandidates',
            input: ({ context }) => ({ id: context.id, after: context.next! }),
            onDone: {
              target: 'settled.idle',
              actions: assign({
                candidates: ({ context, event }) =>
                  withPageAfter(context.candidates, event.output.candidates),
                next: ({ event }) => event.output.next,
              }),
            },
            onError: listFailure(agentCampaignMessages.moreFailed),
          },
        },
        confirmingRevoke: {
          description: 'Asks whether to revoke the candidate’s code.',
          on: {
            CONFIRM_REVOKE: 'revoking',
            CANCEL_REVOKE: { target: 'settled.idle', actions: assign({ revoking: null }) },
          },
        },
        revoking: {
          description: 'Revoke is busy.',
          exit: assign({ revoking: null }),
          invoke: {
            id: 'revokeCandidate',
            src: 'revokeCandidate',
            input: ({ context }) => context.revoking!,
            onDone: {
              target: 'settled.idle',
              actions: assign({
                candidates: ({ context, event }) =>
                  context.candidates.map((candidate) =>
                    candidate.id === event.output.id ? event.output : candidate,
                  ),
              }),
            },
            onError: listFailure(agentCampaignMessages.revokeFailed),
          },
        },
      },
    },
  },
})

export type AgentCampaignActor = ActorRefFrom<typeof agentCampaignMachine>
