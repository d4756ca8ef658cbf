// The database tables. Change them here, then `npm run db:generate` writes the SQL migration
// (server/migrations) that every start applies. Text is stored exactly as it was sent.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ndaAcceptedAt: timestamp('nda_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // User names are matched without regard to case.
  (table) => [uniqueIndex('members_username_key').on(sql`lower(${table.username})`)],
)

/** One sign-in: its refresh tokens rotate within it; revoking it ends all of them. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_member_idx').on(table.memberId)],
)

/** Only a hash of each refresh token is kept. A used one marks a rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
)

/**
 * Access codes of candidates (issue 31): only the SHA-256 of each code, normalised (trimmed,
 * ASCII letters upper case: server/campaigns/codes.ts), is kept. A code made for a candidate
 * ends at `expires_at`, when revoked, or when the candidate is invited again; a code the
 * operator command or the demo made has no candidate and no end.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A candidate's newest code is the console's (candidate_id, then id read backwards).
  (table) => [index('access_codes_candidate_id_idx').on(table.candidateId, table.id)],
)

/** An interview campaign: the site shows it at /interview/<hash>. The rich text is cleaned
 *  (server/campaigns/richText.ts) before it is stored. Edits carry the version the agent saw. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  positionName: text('position_name').notNull(),
  keyResponsibilities: text('key_responsibilities').notNull(),
  mustHaveTechnologies: text('must_have_technologies').notNull(),
  niceToHaveTechnologies: text('nice_to_have_technologies').notNull(),
  interviewLink: text('interview_link').notNull(),
  calendarLink: text('calendar_link').notNull(),
  createdAt: createdAt(),
  /** The agent who created it from the console (none for the operator's and the demo's). */
  createdBy: integer('created_by').references(() => agents.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
})

/**
 * A person invited to a campaign, once per address (whatever its case). `ref` is the opaque
 * id in the invitation's link, with which the site reports the candidate's progress: random,
 * not personal, and no credential (the access code is). `progress` is the step of the
 * candidateProgress machine; `steps` when each step was reached.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    ref: text('ref').notNull().unique(),
    progress: text('progress').notNull().default('invited'),
    steps: jsonb('steps').$type<Record<string, string>>().notNull().default({}),
    invitedBy: integer('invited_by').references(() => agents.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('candidates_campaign_email_key').on(table.campaignId, sql`lower(${table.email})`),
    // The console's table of a campaign, newest invitation first, keyset paged.
    index('candidates_campaign_invited_idx').on(table.campaignId, table.invitedAt, table.id),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** The SHA-256 of the confirmation mail's unsubscribe token (server/subscriptions): the
     *  token itself is only in the mail. None for a subscription made before the mail was. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    /** When the visitor (by the mail's link) or an agent ended it: the row and its item stay,
     *  and subscribing again makes a new subscription. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  // One running subscription per address, whatever its case; the first spelling is kept.
  (table) => [
    uniqueIndex('subscriptions_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.unsubscribedAt} is null`),
  ],
)

export const memberRegistrations = pgTable('member_registrations', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  referralName: text('referral_name'),
  createdAt: createdAt(),
})

export const reachOutMessages = pgTable('reach_out_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
})

export const invitationRequests = pgTable('invitation_requests', {
  id: serial('id').primaryKey(),
  contactInfo: text('contact_info').notNull(),
  createdAt: createdAt(),
})

/** Facts about the database itself, such as whether the demo data was added. */
export const serverState = pgTable('server_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * The rate limits' counters when several servers share PostgreSQL (PGlite keeps them in the
 * one process's memory): rate-limiter-flexible's RateLimiterPostgres table, column for column
 * and in this order, since it inserts by position. Made here so that instances starting
 * together do not race to create it.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** When the window ends, in milliseconds since 1970 (the library's clock). */
  expire: bigint('expire', { mode: 'number' }),
})

// ---------------------------------------------------------------------------------------------
// The Talent Agents' console (issue 30, server/agents): staff accounts apart from members', the
// inbox's items and their history. The migration (0002_agents.sql) adds, by hand under the
// generated statements, the triggers that Drizzle does not describe: every row a form inserts
// gets its item in the same statement's transaction (each kind's title, contact and search:
// server/agents/kinds.ts, which tests/server/kinds-registry.test.ts holds the triggers to),
// `item_counts` follows `items`, and `item_history` refuses updates (append-only).

/** Staff: agents and administrators. User names are lower case (the contract's pattern). */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  /** Where notices of new requests go (server/agents/notices.ts); none: no notices. */
  email: text('email'),
  /** `each` (a mail per new request), `digest` (one mail per AGENT_DIGEST_MINUTES) or `off`. */
  notices: text('notices').notNull().default('off'),
  /** When this account's last digest was claimed: at most one per period, across instances. */
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
})

/** New items waiting for an agent's next digest, written in the request's transaction and
 *  taken (deleted) in the digest's: each item is listed once, across restarts and instances.
 *  The row holds what the digest says of the item (never personal data), so one DELETE …
 *  RETURNING is the whole take; erasing the item removes its row. */
export const agentDigestItems = pgTable(
  'agent_digest_items',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.itemId] })],
)

/** One sign-in of an agent: only a hash of its opaque token is kept. It ends when unused for
 *  the idle time (each use moves `expires_at`), at sign-out, or when the account is disabled. */
export const agentSessions = pgTable(
  'agent_sessions',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('agent_sessions_agent_idx').on(table.agentId)],
)

/** What arrived, one row per form row, in the order and with the filters the inbox reads:
 *  each index serves one filter in the keyset order (received_at desc, id desc), read
 *  backwards (ascending, as PostgreSQL's default DESC is NULLS FIRST: a `.desc()` index here
 *  would be NULLS LAST, which that order cannot use). */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The id of the form's row (subscriptions, member_registrations, …). */
    recordId: integer('record_id').notNull(),
    status: text('status').notNull(),
    ownerId: integer('owner_id').references(() => agents.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    contact: text('contact'),
    /** lower(title || ' ' || contact): what the inbox's search looks in. */
    search: text('search').notNull(),
  },
  (table) => [
    uniqueIndex('items_kind_record_key').on(table.kind, table.recordId),
    index('items_received_idx').on(table.receivedAt, table.id),
    index('items_kind_received_idx').on(table.kind, table.receivedAt, table.id),
    index('items_status_received_idx').on(table.status, table.receivedAt, table.id),
    index('items_kind_status_received_idx').on(
      table.kind,
      table.status,
      table.receivedAt,
      table.id,
    ),
    index('items_owner_received_idx').on(table.ownerId, table.receivedAt, table.id),
  ],
)

/** How many items of each kind are in each status, kept by a trigger on `items`: the inbox's
 *  counts without counting 100,000 rows. */
export const itemCounts = pgTable(
  'item_counts',
  {
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.status] })],
)

/** Every change of an item, appended (a trigger refuses updates); erased with its item. */
export const itemHistory = pgTable(
  'item_history',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    /** An ANSWER's text as it was mailed to the visitor: the thread of a message. */
    answer: text('answer'),
  },
  (table) => [index('item_history_item_idx').on(table.itemId, table.id)],
)

/** The answer given to each (agent, requestId) of an item event: a retry gets it again. */
export const itemRequests = pgTable(
  'item_requests',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.agentId, table.requestId] }),
    index('item_requests_item_idx').on(table.itemId),
  ],
)

/** That an erase happened, by whom, when and how many rows of each kind: never what was erased. */
export const erasures = pgTable('erasures', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
  counts: jsonb('counts').notNull(),
})

/** Every CSV export of the inbox (issue 43): who, when, the filters as the agent gave them and
 *  how many rows were written. A row is written when the export starts (`outcome` started) and
 *  settled when its stream ends: `complete` with the row count, or `cut` (failed or dropped by
 *  the client) with the rows written until then. The filters may hold a search term, possibly
 *  a name: kept, as this admin-only log is the audit of who exported what (docs/api.md). */
export const exportLog = pgTable(
  'export_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    filters: jsonb('filters').notNull(),
    outcome: text('outcome').notNull().default('started'),
    rows: integer('rows').notNull().default(0),
  },
  (table) => [index('export_log_at_idx').on(table.at, table.id)],
)

/** An agent's named inbox filters (issue 43): at most savedViewLimit per account, names unique
 *  per account; the filters are the inbox's query without its paging. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('saved_views_agent_name_key').on(table.agentId, table.name)],
)

/**
 * Mail waiting to go out, written in the same transaction as the change that causes it
 * (server/mail/outbox.ts). A worker claims a row with a lease (`leased_by`, `lease_until`):
 * while the lease holds no other instance sends it; a crashed sender's lease runs out and the
 * next claim sends it again, with the same Message-ID. Addresses are personal data: the
 * console lists them, logs name only the id and the Message-ID.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** `<uuid@domain>`, the same on every attempt: a duplicate is recognised by it. */
    messageId: text('message_id').notNull().unique(),
    to: text('to').notNull(),
    /** The recipient's name, shown beside the address (nodemailer encodes it). */
    toName: text('to_name'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, name to value (List-Unsubscribe, say), checked when enqueued. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The strings of the text and headers that let someone in (a welcome link's token, an
     *  access code): masked wherever staff read the message, and scrubbed from the row, with
     *  this list emptied, once the message is sent (server/mail/secrets.ts). Kept until then so
     *  that a retry sends the same message. */
    secrets: jsonb('secrets').$type<string[]>().notNull().default([]),
    /** pending (waiting for its attempt), sending (claimed), sent, failed. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Deliveries started, counted when claimed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The agent who last asked, from the console, for a failed message to be sent again. */
    resentBy: integer('resent_by').references(() => agents.id, { onDelete: 'set null' }),
    resentAt: timestamp('resent_at', { withTimezone: true }),
  },
  (table) => [
    // Messages of one status (the console's list filtered by status).
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The worker's question, the next due message in order (pending and due, or sending with a
    // lapsed lease): read from the head of this index, the messages still to deliver only.
    // Without it each claim read and sorted every waiting message, so a backlog of a few
    // thousand took about 7 ms of PGlite's one thread per message (mail/outbox.ts claimNext).
    index('outbox_waiting_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} in ('pending', 'sending')`),
    // The console's list, newest first.
    index('outbox_created_idx').on(table.createdAt, table.id),
  ],
)

/**
 * The personal link of a welcome mail (issue 31): made in the transaction that approves an
 * invitation request or a registration, one per item (approving twice is refused by the
 * lifecycle, and the unique item keeps it so). Only a hash of the token is kept; the link works
 * once, until `expires_at`, and goes with its item when the person is erased.
 */
export const welcomeLinks = pgTable('welcome_links', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id')
    .notNull()
    .unique()
    .references(() => items.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The member it made. */
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
})
