import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import type { CampaignDetail } from '../agents/contract'
import {
  draftIsComplete,
  emptyCampaignDraft,
  serverFieldProblems,
  type CampaignDraft,
  type CampaignField,
  type FieldProblems,
} from './campaignDraft'
import { notProvided } from './shared'
import { loadStates } from './loadFragment'

export const agentCampaignsMessages = {
  failed: 'The campaigns could not be loaded. Please try again.',
  invalid: 'The server refused some fields: see under each.',
  createFailed: 'The campaign could not be created. Please try again.',
} as const

export interface AgentCampaignsContext {
  campaigns: CampaignDetail[]
  draft: CampaignDraft
  /** The server's 400, field by field, until the field is typed again. */
  fieldProblems: FieldProblems
  /** The message of the last failed creation. */
  createProblem: string
}

export type AgentCampaignsEvent =
  | { type: 'CHANGE_DRAFT'; field: CampaignField; value: string }
  | { type: 'CREATE' }
  | { type: 'RETRY' }

const statusOf = (event: unknown) => (event as { error?: { status?: number } }).error?.status

/**
 * The console's campaigns (issue 31): every campaign, newest first, and a form that creates
 * one; the new campaign then opens (its page edits it and invites its candidates).
 */
export const agentCampaignsMachine = setup({
  types: {
    context: {} as AgentCampaignsContext,
    events: {} as AgentCampaignsEvent,
  },
  actors: {
    /** Supplied by the app: GET /api/agents/campaigns. */
    loadCampaigns: fromPromise<CampaignDetail[]>(notProvided('loadCampaigns')),
    /** Supplied by the app: POST /api/agents/campaigns. */
    createCampaign: fromPromise<CampaignDetail, CampaignDraft>(notProvided('createCampaign')),
  },
  actions: {
    /** Typing into the new campaign's form: taken in idle and createFailed only, as the draft
     *  is what Create sends (typing over it meanwhile would be lost with the emptied form). */
    changeDraft: assign(({ context, event }) => {
      const { field, value } = event as Extract<AgentCampaignsEvent, { type: 'CHANGE_DRAFT' }>
      return {
        draft: { ...context.draft, [field]: value },
        fieldProblems: { ...context.fieldProblems, [field]: undefined },
      }
    }),
    /** Supplied by the app: opens the campaign just created. */
    openCampaign: (_, _campaign: CampaignDetail) => {},
  },
  guards: {
    draftIsValid: ({ context }) => draftIsComplete(context.draft),
    invalid: ({ event }) => statusOf(event) === 400,
  },
}).createMachine({
  id: 'agentCampaigns',
  description: 'Campaigns: the list, newest first, and a new campaign.',
  meta: {
    purpose: 'The Talent Agents’ campaigns: see them all and create one.',
    spec: '—',
  },
  context: { campaigns: [], draft: emptyCampaignDraft, fieldProblems: {}, createProblem: '' },
  initial: 'loading',
  states: {
    ...loadStates<AgentCampaignsContext, AgentCampaignsEvent>()({
      src: 'loadCampaigns',
      loaded: (campaigns: CampaignDetail[]) => ({ campaigns }),
      failedMessage: agentCampaignsMessages.failed,
      loadingDescription: 'Asks for every campaign, newest first.',
    }),
    ready: {
      description: 'The campaigns are listed, newest first, with the form for a new campaign.',
      initial: 'idle',
      states: {
        idle: {
          description:
            'The list and the new campaign’s form: Create campaign sends it once its fields are valid.',
          on: {
            CHANGE_DRAFT: { actions: 'changeDraft' },
            CREATE: { guard: 'draftIsValid', target: 'creating' },
          },
        },
        createFailed: {
          description:
            'The refusal (under each field for a 400) or the failure; what was typed is kept.',
          on: {
            CHANGE_DRAFT: { actions: 'changeDraft' },
            CREATE: { guard: 'draftIsValid', target: 'creating' },
          },
        },
        creating: {
          description: 'Create campaign is busy: the form is read-only until the answer.',
          invoke: {
            id: 'createCampaign',
            src: 'createCampaign',
            input: ({ context }) => context.draft,
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  campaigns: ({ context, event }) => [
                    event.output,
                    ...context.campaigns.filter((campaign) => campaign.id !== event.output.id),
                  ],
                  draft: emptyCampaignDraft,
                  fieldProblems: {},
                  createProblem: '',
                }),
                { type: 'openCampaign', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: 'invalid',
                target: 'createFailed',
                actions: assign({
                  createProblem: agentCampaignsMessages.invalid,
                  fieldProblems: ({ event }) => serverFieldProblems(event),
                }),
              },
              {
                target: 'createFailed',
                actions: assign({ createProblem: agentCampaignsMessages.createFailed }),
              },
            ],
          },
        },
      },
    },
  },
})

export type AgentCampaignsActor = ActorRefFrom<typeof agentCampaignsMachine>
