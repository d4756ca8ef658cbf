// The inbox's kinds, each declared once (issue 43, item 6): what the console's screens and the
// server both know of a kind of item. Its name (the key), its label, its lifecycle (the group
// of the item lifecycle machine whose states are its statuses), the fields the item view shows
// and the operator command's name for its rows. What only the server knows (the source table,
// how the trigger titles an item, whose rows an erase takes, the notices' words) is in
// server/agents/kinds.ts. How to add a kind, and the files it touches: docs/api.md.
//
// Plain data that imports nothing: the contract (and through it the server) and the lifecycle
// machine read it, so no machine, view or client comes in through it (eslint.config.js).

/** Each lifecycle's statuses, in the order the inbox's counts show them: the states of the
 *  item lifecycle machine's group of that name (tests/spec compares them). A new item is in
 *  the first. */
export const lifecycleStatuses = {
  /** Reviewed by an owner, then decided: invitation requests and member registrations. */
  request: ['new', 'inReview', 'approved', 'declined', 'spam'],
  /** Taken by an owner, then answered or closed: messages to a Talent Agent. */
  message: ['new', 'inReview', 'answered', 'closed'],
  /** No owner, one step: newsletter subscriptions. */
  subscription: ['active', 'unsubscribed', 'spam'],
} as const

export type ItemLifecycleName = keyof typeof lifecycleStatuses

interface KindDeclaration {
  /** How the console names the kind (the inbox's filter and rows, the item's heading). */
  label: string
  lifecycle: ItemLifecycleName
  /** What the item view shows of the visitor's row, in this order: the source row's text
   *  column (its key in server/db/schema.ts, checked by server/agents/kinds.ts) and its label.
   *  When it arrived is the item's own `receivedAt`. */
  fields: readonly { key: string; label: string }[]
  /** What the operator command calls the kind's rows: `npm run club -- list <name>`. */
  operatorName: string
}

const fullName = { key: 'fullName', label: 'Full name' } as const
const email = { key: 'email', label: 'Email' } as const

/**
 * Every kind, in the order the console lists them and a digest counts them: those that need a
 * person first. The CSV export's columns are every kind's (the item's summary: the kind, id,
 * status, name, contact, owner, time and version, server/agents/export.ts); a kind gives its
 * name and contact cells through its item's title and contact (server/agents/kinds.ts).
 */
export const itemKindDeclarations = {
  invitation: {
    label: 'Invitation',
    lifecycle: 'request',
    fields: [{ key: 'contactInfo', label: 'Contact' }],
    operatorName: 'invitations',
  },
  registration: {
    label: 'Registration',
    lifecycle: 'request',
    fields: [
      fullName,
      email,
      { key: 'role', label: 'Role' },
      { key: 'referralName', label: 'Referred by' },
    ],
    operatorName: 'registrations',
  },
  message: {
    label: 'Message',
    lifecycle: 'message',
    fields: [fullName, email, { key: 'content', label: 'Message' }],
    operatorName: 'messages',
  },
  subscription: {
    label: 'Subscription',
    lifecycle: 'subscription',
    fields: [email],
    operatorName: 'subscriptions',
  },
} as const satisfies Record<string, KindDeclaration>

type Declarations = typeof itemKindDeclarations

/** What arrived from visitors, one kind per source of rows (a public form, so far). */
export type ItemKind = keyof Declarations
export const itemKinds = Object.keys(itemKindDeclarations) as readonly ItemKind[]

export type ItemStatus = (typeof lifecycleStatuses)[ItemLifecycleName][number]
/** Every status of every lifecycle, once. */
export const itemStatuses = [...new Set(Object.values(lifecycleStatuses).flat())] as ItemStatus[]

/** A record of every kind's `value`. */
const perKind = <Value>(value: (kind: ItemKind) => Value) =>
  Object.fromEntries(itemKinds.map((kind) => [kind, value(kind)])) as Record<ItemKind, Value>

/** Each kind's lifecycle: the group of the item lifecycle machine it lives in. */
export const lifecycleOfKind = perKind((kind) => itemKindDeclarations[kind].lifecycle) as {
  [Kind in ItemKind]: Declarations[Kind]['lifecycle']
}

/** The statuses of each kind, in the order the inbox's counts show them. */
export const statusesOfKind = perKind<readonly ItemStatus[]>(
  (kind) => lifecycleStatuses[lifecycleOfKind[kind]],
)

/** The console's label of each kind. */
export const kindLabels = perKind<string>((kind) => itemKindDeclarations[kind].label)
