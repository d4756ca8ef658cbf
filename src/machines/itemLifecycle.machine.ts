import { assign, setup } from 'xstate'
import type { AgentRole, ItemEvent, ItemKind } from '../agents/contract'
import { lifecycleOfKind } from '../agents/kinds'

/** Who sends an event: the signed-in agent (server/agents). */
export interface Sender {
  id: number
  role: AgentRole
}

export interface ItemLifecycleContext {
  kind: ItemKind
  /** The agent who took the item, while one has it. */
  ownerId: number | null
}

export interface ItemLifecycleInput {
  kind: ItemKind
  ownerId?: number | null
}

/** An event from `by`. ANSWER carries the answer's text (the contract's itemEventRequest gives
 *  it one, and no other event one). */
export type ItemLifecycleEvent = { type: ItemEvent; by: Sender; answer?: string }

/** The answer mailed to the visitor, from the agent who wrote it. */
export interface AnswerMail {
  answer: string
  agentId: number
}

/** Where each kind's statuses live in the machine: its group, as the kind's declaration names
 *  it (src/agents/kinds.ts); the groups' states are the declared statuses. */
export const familyOfKind = lifecycleOfKind

export type ItemFamily = (typeof familyOfKind)[ItemKind]

/**
 * The life of an item that arrived (issue 30), run by the server (server/agents/items.ts): it
 * restores the machine at the item's stored status, asks whether the event is accepted and
 * stores the status the machine then is in. What follows outside the item (the answer's mail,
 * the end of a subscription, the welcome link: issue 43) is this machine's actions, which the
 * server runs in the transaction that stores the status (server/agents/consequences.ts). An
 * agent TAKEs an item (and owns it); only its owner decides it or RELEASEs it, an
 * administrator may RELEASE it too (an absent agent's).
 * REOPEN undoes a decision that did nothing outside the console: declined or spam requests,
 * closed messages, subscriptions marked spam. An approval, an answer and an unsubscription
 * are acts towards the visitor, and stay.
 */
export const itemLifecycleMachine = setup({
  types: {
    context: {} as ItemLifecycleContext,
    input: {} as ItemLifecycleInput,
    events: {} as ItemLifecycleEvent,
  },
  actions: {
    takeOwnership: assign({ ownerId: ({ event }) => event.by.id }),
    clearOwnership: assign({ ownerId: null }),
    // The consequences: named here, run by the server (server/agents/consequences.ts), which
    // takes them from transition()'s answer; on an actor they do nothing.
    /** Mails the agent's answer to the visitor who wrote (server/agents/answers.ts). */
    queueAnswerMail: (_, _params: AnswerMail) => {},
    /** Ends the subscription as its mail's link does: the address may subscribe again. */
    endSubscription: () => {},
    /** Makes the person's welcome link: mailed to them, or handed to the approving agent. */
    issueWelcomeLink: () => {},
  },
  guards: {
    isRequestKind: ({ context }) => familyOfKind[context.kind] === 'request',
    isMessageKind: ({ context }) => familyOfKind[context.kind] === 'message',
    sentByOwner: ({ context, event }) => event.by.id === context.ownerId,
    sentByOwnerOrAdmin: ({ context, event }) =>
      event.by.id === context.ownerId || event.by.role === 'admin',
  },
}).createMachine({
  id: 'itemLifecycle',
  description:
    'What happens to an invitation request, a member registration, a message or a subscription once it has arrived: taken by an agent, decided, released or reopened.',
  meta: {
    purpose: 'The server-side lifecycle of each item in the Talent Agents’ inbox.',
    spec: '—',
    /** No screen shows it: the model tests run the actor only (scripts/model-coverage.ts). */
    runBy: 'server',
  },
  context: ({ input }) => ({ kind: input.kind, ownerId: input.ownerId ?? null }),
  initial: 'arriving',
  states: {
    arriving: {
      description: 'Each kind starts in its family’s first status.',
      always: [
        { guard: 'isRequestKind', target: 'request' },
        { guard: 'isMessageKind', target: 'message' },
        { target: 'subscription' },
      ],
    },
    request: {
      description: 'An invitation request or a member registration.',
      initial: 'new',
      states: {
        new: {
          description: "'New' in the inbox: nobody has taken it yet.",
          on: {
            TAKE: { target: 'inReview', actions: 'takeOwnership' },
            MARK_SPAM: { target: 'spam', description: 'Plainly spam: no need to take it.' },
          },
        },
        inReview: {
          description:
            "'In review': an agent took it and decides; only that agent (or an administrator, to release it) acts on it.",
          on: {
            RELEASE: {
              guard: 'sentByOwnerOrAdmin',
              target: 'new',
              actions: 'clearOwnership',
            },
            APPROVE: { guard: 'sentByOwner', target: 'approved', actions: 'issueWelcomeLink' },
            DECLINE: { guard: 'sentByOwner', target: 'declined' },
            MARK_SPAM: { guard: 'sentByOwner', target: 'spam' },
          },
        },
        approved: { description: 'Invited or registered: it stays so.' },
        declined: {
          description: "'Declined': nothing was sent to the person; it can be reopened.",
          on: { REOPEN: { target: 'new', actions: 'clearOwnership' } },
        },
        spam: {
          description: "'Spam': set aside without an answer; it can be reopened.",
          on: { REOPEN: { target: 'new', actions: 'clearOwnership' } },
        },
      },
    },
    message: {
      description: 'A message to a Talent Agent.',
      initial: 'new',
      states: {
        new: {
          description: "'New' in the inbox: nobody has taken the message yet.",
          on: { TAKE: { target: 'inReview', actions: 'takeOwnership' } },
        },
        inReview: {
          description:
            "'In review': an agent took it and may answer or close it; only that agent (or an administrator, to release it) acts on it.",
          on: {
            RELEASE: {
              guard: 'sentByOwnerOrAdmin',
              target: 'new',
              actions: 'clearOwnership',
            },
            ANSWER: {
              guard: 'sentByOwner',
              target: 'answered',
              actions: {
                type: 'queueAnswerMail',
                params: ({ event }) => ({ answer: event.answer ?? '', agentId: event.by.id }),
              },
            },
            CLOSE: { guard: 'sentByOwner', target: 'closed' },
          },
        },
        answered: { description: 'The visitor has an answer: it stays so.' },
        closed: {
          description: "'Closed' without an answer; it can be reopened.",
          on: { REOPEN: { target: 'new', actions: 'clearOwnership' } },
        },
      },
    },
    subscription: {
      description: 'A newsletter subscription: no owner, one step.',
      initial: 'active',
      states: {
        active: {
          description: "'Active': the address receives the newsletter.",
          on: {
            UNSUBSCRIBE: { target: 'unsubscribed', actions: 'endSubscription' },
            MARK_SPAM: 'spam',
          },
        },
        unsubscribed: {
          description: 'The visitor asked to leave: subscribing again is theirs to do.',
        },
        spam: {
          description: "'Spam': set aside, the address is not mailed; it can be reopened.",
          on: { REOPEN: 'active' },
        },
      },
    },
  },
})
