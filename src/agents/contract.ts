// The Talent Agents' console: its API contract (issue 30), shared by the server
// (server/agents/*) and the console's screens (src/agents/*, loaded only under /agents).
// Every request and response is a zod schema here, as for the site (src/api/schemas.ts); the
// public site never imports this file, so no public route's JavaScript grows.
import * as z from 'zod/mini'
import { emailAddress, wellFormed } from '../api/schemas'
import { progressSteps } from '../api/progressSteps'
import { itemKinds, itemStatuses, type ItemKind } from './kinds'

/** Where the console's API lives. Staff tokens open nothing else; members' tokens open nothing here. */
export const agentsBase = '/api/agents'

// ---------------------------------------------------------------------------------------------
// Numbers and dates the database stores: a value it cannot hold is the client's mistake (a 400
// naming the field), never a failed query (a 500).

/** PostgreSQL's `integer`, the type of every id (serial) and version: 2^31 - 1. */
export const maxDatabaseInteger = 2_147_483_647

const idMessage = `An id is a whole number from 1 to ${maxDatabaseInteger}.`

/** A record's id as text (a path segment, a query value): digits the database's integer holds.
 *  Every id the console's calls take is this one schema. */
export const databaseId = z.string().check(
  z.regex(/^[1-9]\d{0,9}$/, { error: idMessage, abort: true }),
  z.refine((text) => Number(text) <= maxDatabaseInteger, idMessage),
)

/** A record's version as a client sends it back: what the database's integer holds. (A refine,
 *  not z.lte: zod's checks live in the chunk the public pages share with the console, and no
 *  public page uses z.lte, so it would cost each of them its bytes: npm run budget.) */
export const recordVersion = z.number().check(
  z.int(),
  z.gte(0),
  z.refine(
    (version) => version <= maxDatabaseInteger,
    `A version is at most ${maxDatabaseInteger}.`,
  ),
)

/** Whether `text` (YYYY-MM-DD) names a day of the calendar PostgreSQL's `date` takes: year 1
 *  to 9999, a month of 12, a day its month has (February 29 in leap years only). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
  return day <= days
}

/** An ISO date (YYYY-MM-DD) that is a real day: 2026-02-30 is refused, not left to the query. */
export const calendarDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD.', abort: true }),
    z.refine(isCalendarDate, 'There is no such day: check the month and the day (YYYY-MM-DD).'),
  )

// ---------------------------------------------------------------------------------------------
// Items and their lifecycles: each kind is declared once, in ./kinds.ts (issue 43); the
// lifecycle machine and its spec tables state the same statuses (tests/spec compares them).

export { itemKinds, itemStatuses, statusesOfKind, type ItemKind, type ItemStatus } from './kinds'
/** Every event an agent can send to an item. TAKE sets the owner to the agent who sends it;
 *  RELEASE clears it. Which events a status accepts is the lifecycle machine's to say. */
export const itemEvents = [
  'TAKE',
  'RELEASE',
  'APPROVE',
  'DECLINE',
  'MARK_SPAM',
  'ANSWER',
  'CLOSE',
  'UNSUBSCRIBE',
  'REOPEN',
] as const
export type ItemEvent = (typeof itemEvents)[number]

// ---------------------------------------------------------------------------------------------
// Staff accounts and sessions

export const agentRoles = ['agent', 'admin'] as const
export type AgentRole = (typeof agentRoles)[number]

/** How an account hears of new requests: a mail for each, one digest per period, or none. */
export const noticeChoices = ['each', 'digest', 'off'] as const
export type NoticeChoice = (typeof noticeChoices)[number]

const required = (what: string, maxLength = 200) =>
  z.string().check(
    wellFormed,
    z.refine((value) => value.trim().length > 0, { error: `${what} is required.` }),
    z.maxLength(maxLength, `${what} must be ${maxLength} characters or fewer.`),
  )

const note = z
  .string()
  .check(wellFormed, z.maxLength(2000, 'Please keep the note to 2,000 characters or fewer.'))

export const agent = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(agentRoles),
  disabled: z.boolean(),
  /** Where notices of new requests go; null: none. */
  email: z.nullable(z.string()),
  notices: z.enum(noticeChoices),
})
export type Agent = z.infer<typeof agent>

/** POST {agentsBase}/session. 401 for a wrong name or password (one message for both);
 *  429 with Retry-After when locked out, as the site's sign-in. */
export const signInRequest = z.object({
  username: required('The user name'),
  password: required('The password'),
})
export const signInResponse = z.object({
  token: z.string(),
  /** ISO time when the session ends unless used: the console signs out then. */
  expiresAt: z.string(),
  agent,
})
export type SignInResponse = z.infer<typeof signInResponse>
/** DELETE {agentsBase}/session ends the session on the server (204). GET {agentsBase}/me -> agent. */

/** The shortest staff password, not counting spaces at its ends. */
export const minPasswordLength = 12

/** A new staff password: not blank, long enough without the spaces at its ends, more than a few
 *  characters repeated, and (a new account's) not its user name. The server also refuses the
 *  most used passwords, and the user name on a change (server/agents/passwordStrength.ts). */
const newPassword = z.string().check(
  wellFormed,
  z.refine((value) => value === '' || value.trim() !== '', 'The password cannot be only spaces.'),
  // Spaces at the ends do not count: twelve spaces were taken, then no sign-in could use them.
  z.refine(
    (value) => value.trim().length >= minPasswordLength,
    `The password must be at least ${minPasswordLength} characters long.`,
  ),
  z.refine(
    (value) => new Set(value.trim()).size >= 5,
    'The password must have at least 5 different characters.',
  ),
  z.maxLength(200, 'The password must be 200 characters or fewer.'),
)

/** POST {agentsBase}/accounts (admin only) -> 201 agent; 409 when the user name is taken. */
export const newAgentRequest = z
  .object({
    username: z
      .string()
      .check(
        z.regex(
          /^[a-z0-9._-]{3,40}$/,
          'The user name is 3 to 40 lower-case letters, digits, ., _ or -.',
        ),
      ),
    displayName: required('The name'),
    password: newPassword,
    role: z.enum(agentRoles),
  })
  .check(
    z.refine((account) => account.password.trim().toLowerCase() !== account.username, {
      error: 'The password must not be the user name.',
      path: ['password'],
    }),
  )

/** An account's notices address: the outbox's own rule (one plain address), or null for none. */
export const noticeAddress = z.nullable(
  z
    .string()
    .check(
      wellFormed,
      z.maxLength(254, 'The address must be 254 characters or fewer.'),
      z.regex(
        /^[^\s@,;<>()"\\:]+@[^\s@,;<>()"\\:]+\.[^\s@,;<>()"\\:]+$/,
        'Please enter one e-mail address, such as name@example.com.',
      ),
    ),
)

/**
 * PATCH {agentsBase}/accounts/:id: any of these. An administrator may change any account's
 * role, state, address, notices and password (disabling, or a new password, ends that account's
 * sessions; the last enabled administrator can be neither demoted nor disabled: 409). An agent
 * may change only their own address, notices and password (403 otherwise). A new password for
 * one's own account needs `currentPassword` (400 when it is wrong); one's other sessions end,
 * the one that asked goes on. Notices other than `off` need an address (400).
 */
export const accountChangeRequest = z
  .object({
    disabled: z.optional(z.boolean()),
    role: z.optional(z.enum(agentRoles)),
    email: z.optional(noticeAddress),
    notices: z.optional(z.enum(noticeChoices)),
    password: z.optional(newPassword),
    currentPassword: z.optional(
      z
        .string()
        .check(wellFormed, z.maxLength(200, 'The password must be 200 characters or fewer.')),
    ),
  })
  .check(
    z.refine((change) => Object.values(change).some((value) => value !== undefined), {
      error: 'Nothing to change.',
    }),
  )
export type AccountChange = z.infer<typeof accountChangeRequest>
/** GET {agentsBase}/accounts (admin only). */
export const accountList = z.object({ accounts: z.array(agent) })

// ---------------------------------------------------------------------------------------------
// The inbox

/** GET {agentsBase}/items: newest first, keyset paged (the cursor is opaque; no OFFSET). */
export const inboxQuery = z.object({
  kind: z.optional(z.enum(itemKinds)),
  status: z.optional(z.enum(itemStatuses)),
  /** An agent's id, or "none" for items nobody owns. */
  owner: z.optional(
    z
      .string()
      .check(
        z.refine(
          (text) => text === 'none' || databaseId.safeParse(text).success,
          `The owner is none or an id from 1 to ${maxDatabaseInteger}.`,
        ),
      ),
  ),
  /** ISO dates (YYYY-MM-DD), inclusive, in UTC: real days of the calendar. */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  /** Part of a name or an address, case-insensitive. */
  q: z.optional(
    z.string().check(wellFormed, z.maxLength(200, 'The search is 200 characters or fewer.')),
  ),
  after: z.optional(z.string().check(z.maxLength(200, 'The cursor is not one the inbox gave.'))),
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'The limit is 1 to 100.'))),
})
export type InboxQuery = z.infer<typeof inboxQuery>

export const itemSummary = z.object({
  kind: z.enum(itemKinds),
  id: z.number(),
  status: z.enum(itemStatuses),
  /** Who sent it: a full name, or the address or profile when that is all there is. */
  title: z.string(),
  /** An address or a profile link, when the visitor gave one. */
  contact: z.nullable(z.string()),
  owner: z.nullable(z.object({ id: z.number(), displayName: z.string() })),
  receivedAt: z.string(),
  version: z.number(),
})
export type ItemSummary = z.infer<typeof itemSummary>

export const inboxPage = z.object({
  items: z.array(itemSummary),
  /** Pass as `after` for the next page; null on the last page. */
  next: z.nullable(z.string()),
  /** How many items match the filters other than status, per status. */
  counts: z.record(z.string(), z.number()),
  /** More than this many items matched a search, an owner or dates: counts is then empty. */
  over: z.optional(z.number()),
})
export type InboxPage = z.infer<typeof inboxPage>

export const historyEntry = z.object({
  at: z.string(),
  by: z.nullable(z.object({ id: z.number(), displayName: z.string() })),
  event: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.nullable(z.string()),
  /** An ANSWER's text, as mailed to the visitor: the item's thread (a message, then answers). */
  answer: z.optional(z.string()),
})
export type HistoryEntry = z.infer<typeof historyEntry>

/** GET {agentsBase}/items/:kind/:id */
export const itemDetail = z.object({
  item: itemSummary,
  /** Everything the visitor sent, field by field, as text (shown as text, never as HTML). */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  history: z.array(historyEntry),
  /** The events the item's status accepts now. */
  allowedEvents: z.array(z.enum(itemEvents)),
})
export type ItemDetail = z.infer<typeof itemDetail>

/** The longest answer to a visitor's message: a letter, not a newsletter. */
export const answerMaxLength = 5000

/** An answer to a message, mailed to the visitor as plain text. */
export const answerText = z.string().check(
  wellFormed,
  z.refine((value) => value.trim().length > 0, 'The answer is empty.'),
  z.maxLength(
    answerMaxLength,
    `Please keep the answer to ${answerMaxLength.toLocaleString('en-GB')} characters or fewer.`,
  ),
)

/** POST {agentsBase}/items/:kind/:id/events. The same requestId twice applies once and answers
 *  the same. 409 `notAllowed` names the allowed events; 409 `stale` names who changed what.
 *  ANSWER carries the answer's text (mailed to the visitor); no other event carries one. */
export const itemEventRequest = z
  .object({
    event: z.enum(itemEvents),
    /** The item's version the agent saw. */
    version: recordVersion,
    note: z.optional(note),
    answer: z.optional(answerText),
    requestId: z
      .string()
      .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'The request id is 8 to 64 letters, digits or -.')),
  })
  .check(
    z.refine((request) => (request.event === 'ANSWER') === (request.answer !== undefined), {
      error: 'An answer is sent with ANSWER, and only with it.',
      path: ['answer'],
    }),
  )
export type ItemEventRequest = z.infer<typeof itemEventRequest>

/** The answer to an event: the item as it is now. An approval of a request that left no address
 *  adds the person's welcome link, shown this once for the agent to send by hand (issue 31). */
export const itemEventAnswer = z.extend(itemDetail, { welcomeLink: z.optional(z.string()) })

export const itemEventRefusal = z.object({
  error: z.string(),
  reason: z.enum(['notAllowed', 'stale']),
  allowedEvents: z.array(z.enum(itemEvents)),
  /** For `stale`: the change the agent did not see. */
  latest: z.optional(historyEntry),
  item: itemSummary,
})
export type ItemEventRefusal = z.infer<typeof itemEventRefusal>

// ---------------------------------------------------------------------------------------------
// Export and erase

/** GET {agentsBase}/export.csv with the inbox's filters (no cursor, no limit): text/csv,
 *  streamed; a cell that begins with = + - @ or a tab is neutralised as the operator command does. */

/** POST {agentsBase}/erase (admin only): every row that holds this address or profile, across
 *  all kinds. `confirm` must repeat the address. The history keeps that an erase happened, by
 *  whom and when, and how many rows of each kind, without the erased data. */
export const eraseRequest = z.object({
  contact: required('The address or profile', 300),
  confirm: required('The confirmation', 300),
})
export const eraseResponse = z.object({ erased: z.record(z.string(), z.number()) })

/** The most erasures the log shows: the newest. */
export const erasureLogLimit = 50

/** GET {agentsBase}/erasures (admin only): the newest erasures, newest first: when, by whom
 *  (null once that account is gone) and how many rows of each kind. Never the contact. */
export const erasureLog = z.object({
  erasures: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      by: z.nullable(z.string()),
      counts: z.record(z.string(), z.number()),
    }),
  ),
})
export type ErasureLog = z.infer<typeof erasureLog>

// ---------------------------------------------------------------------------------------------
// Mail (issue 31): the outbox as the console shows it

/** pending (waiting for its attempt), sending (claimed by a sender), sent, failed. */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]

/** GET {agentsBase}/mail: the outbox newest first, keyset paged by the last id seen. */
export const mailQuery = z.object({
  status: z.optional(z.enum(mailStatuses)),
  /** The id of the last message of the page before. */
  after: z.optional(databaseId),
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'The limit is 1 to 100.'))),
})
export type MailQuery = z.infer<typeof mailQuery>

export const mailSummary = z.object({
  id: z.number(),
  status: z.enum(mailStatuses),
  to: z.string(),
  toName: z.nullable(z.string()),
  subject: z.string(),
  attempts: z.number(),
  /** ISO time of the next attempt (for a pending message). */
  nextAttemptAt: z.string(),
  /** The last SMTP reply or connection failure, as the server gave it. */
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
})
export type MailSummary = z.infer<typeof mailSummary>

export const mailPage = z.object({
  messages: z.array(mailSummary),
  /** Pass as `after` for the next page; null on the last page. */
  next: z.nullable(z.string()),
})
export type MailPage = z.infer<typeof mailPage>

/** GET {agentsBase}/mail/:id: the message's headers, its plain text (shown as text), its HTML
 *  part if it has one (shown sanitized, in a sandboxed frame: src/agents/MailView.tsx), and
 *  who last asked for it to be sent again. */
export const mailDetail = z.object({
  message: mailSummary,
  messageId: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  text: z.string(),
  html: z.nullable(z.string()),
  resent: z.nullable(z.object({ at: z.string(), by: z.nullable(z.string()) })),
})
export type MailDetail = z.infer<typeof mailDetail>

/** POST {agentsBase}/mail/:id/resend (no body): a failed message is sent again (its attempts
 *  start afresh, its Message-ID kept) -> 200 mailDetail; 409 when it is not failed. */

// ---------------------------------------------------------------------------------------------
// Campaigns and candidates (issue 31). Any staff account may list, create and read campaigns,
// invite candidates, revoke their codes and follow their progress; a campaign is edited by the
// agent who created it or by an administrator (403 for others).

/** The longest rich text of a campaign (HTML, cleaned by the server before it is stored). */
export const richTextMaxLength = 20_000

const richText = (what: string) =>
  z
    .string()
    .check(
      wellFormed,
      z.maxLength(
        richTextMaxLength,
        `${what} must be ${richTextMaxLength.toLocaleString('en-GB')} characters or fewer.`,
      ),
    )

/** An http(s) address; the server asks for https, or a page of the site itself. */
const link = (what: string) =>
  z
    .string()
    .check(
      wellFormed,
      z.maxLength(2000, `${what} must be 2,000 characters or fewer.`),
      z.url({ protocol: /^https?$/, error: `${what} must be an https address.` }),
    )

/** POST {agentsBase}/campaigns -> 201 campaignDetail. */
export const campaignRequest = z.object({
  positionName: required('The position name'),
  keyResponsibilities: richText('The key responsibilities'),
  mustHaveTechnologies: richText('The must-have skills'),
  niceToHaveTechnologies: richText('The nice-to-have skills'),
  interviewLink: link('The interview link'),
  calendarLink: link('The calendar link'),
})
export type CampaignRequest = z.infer<typeof campaignRequest>

/** PUT {agentsBase}/campaigns/:id: every field again, with the version the agent saw. 409
 *  (campaignConflict) when the campaign changed since; 403 when the agent may not edit it. */
export const campaignEditRequest = z.extend(campaignRequest, {
  version: recordVersion,
})
export type CampaignEditRequest = z.infer<typeof campaignEditRequest>

/** GET {agentsBase}/campaigns/:id, and each row of the list. The rich text as stored (cleaned). */
export const campaignDetail = z.object({
  id: z.number(),
  /** The last segment of the site's page for it, /interview/<hash>. */
  hash: z.string(),
  positionName: z.string(),
  keyResponsibilities: z.string(),
  mustHaveTechnologies: z.string(),
  niceToHaveTechnologies: z.string(),
  interviewLink: z.string(),
  calendarLink: z.string(),
  createdBy: z.nullable(z.object({ id: z.number(), displayName: z.string() })),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  version: z.number(),
  /** Whether the agent asking may edit it. */
  editable: z.boolean(),
})
export type CampaignDetail = z.infer<typeof campaignDetail>

/** GET {agentsBase}/campaigns, newest first. */
export const campaignList = z.object({ campaigns: z.array(campaignDetail) })

export const campaignConflict = z.object({ error: z.string(), campaign: campaignDetail })

/** One plain address of a candidate: no name, no list, and one the outbox takes (its check is
 *  zod's e-mail format, stricter than the site's forms). */
const candidateAddress = emailAddress.check(
  // zod's own e-mail pattern, not z.email(): that class would join the zod chunk the site's
  // request forms load before hydration.
  z.refine((value) => z.regexes.email.test(value), 'The address is not a valid e-mail address.'),
  z.refine((value) => !/[\s,;<>()"\\:]/.test(value), 'One address only, without a name.'),
)

/** At most this many candidates in one invitation. */
export const maxInvitees = 50

/** POST {agentsBase}/campaigns/:id/candidates -> 201 candidateList (the invited). Each gets a
 *  new access code and a mail; an address invited before gets a new code, the old one ends. */
export const inviteRequest = z.object({
  candidates: z
    .array(
      z.object({
        email: candidateAddress,
        /** Folded to one line (white space and line breaks to single spaces) by the server. */
        name: z.optional(
          z
            .string()
            .check(wellFormed, z.maxLength(200, 'The name must be 200 characters or fewer.')),
        ),
      }),
    )
    .check(
      z.minLength(1, 'Add at least one address.'),
      z.maxLength(maxInvitees, `Invite at most ${maxInvitees} candidates at a time.`),
    ),
})
export type InviteRequest = z.infer<typeof inviteRequest>

/** A candidate's current code: usable, past its end, or revoked (by hand or by a new invitation). */
export const codeStatuses = ['active', 'expired', 'revoked'] as const

export const candidate = z.object({
  id: z.number(),
  email: z.string(),
  name: z.nullable(z.string()),
  /** How far the candidate has come (its steps: src/api/candidateProgress.ts; how they move:
   *  src/machines/candidateProgress.machine.ts). */
  progress: z.enum(progressSteps),
  /** When each step was reached (ISO); a step skipped by a lost report is missing. */
  steps: z.record(z.string(), z.string()),
  invitedAt: z.string(),
  code: z.object({ status: z.enum(codeStatuses), expiresAt: z.string() }),
})
export type Candidate = z.infer<typeof candidate>

/** POST {agentsBase}/campaigns/:id/candidates answers the invited as this list. */
export const candidateList = z.object({ candidates: z.array(candidate) })

/** The most candidates one page of a campaign's table holds (and its default): a campaign of
 *  10,000 was 2.1 MB in one answer before it was paged (issue 46). */
export const candidatePageSize = 100

/** GET {agentsBase}/campaigns/:id/candidates: newest invitation first, keyset paged (`after`
 *  is the opaque `next` of the page before; no OFFSET), `limit` 1 to 100. */
export const candidatesQuery = z.object({
  after: z.optional(z.string().check(z.maxLength(200, 'The cursor is not one the list gave.'))),
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'The limit is 1 to 100.'))),
})
export type CandidatesQuery = z.infer<typeof candidatesQuery>

/** One page of a campaign's candidates; `next` is passed as `after` for the page after it,
 *  null on the last page. */
export const candidatePage = z.object({
  candidates: z.array(candidate),
  next: z.nullable(z.string()),
})
export type CandidatePage = z.infer<typeof candidatePage>

/** POST {agentsBase}/candidates/:id/revoke (no body) -> candidate: the
 *  code stops working at once; inviting the address again gives a new one. */

// ---------------------------------------------------------------------------------------------
// Bulk actions in the inbox (issue 43, item 8): one event sent to several items at once, each
// item in its own transaction through the single event's path, so one conflict undoes nothing
// else.

/** The events the inbox offers on a selection: those that need no answer text or decision. */
export const bulkEvents = [
  'TAKE',
  'RELEASE',
  'CLOSE',
  'MARK_SPAM',
] as const satisfies readonly ItemEvent[]
export type BulkEvent = (typeof bulkEvents)[number]

/** The most items one bulk request names: a page of the inbox and some. */
export const maxBulkItems = 50

/** A record's id as a number (a JSON body's): what the database's integer holds. */
export const recordId = z.number().check(
  z.int(),
  z.gte(1, idMessage),
  z.refine((id) => id <= maxDatabaseInteger, idMessage),
)

/** One item of a selection, with the version the agent saw. */
export const bulkItem = z.object({ kind: z.enum(itemKinds), id: recordId, version: recordVersion })
export type BulkItem = z.infer<typeof bulkItem>

/** POST {agentsBase}/items/bulk. The same requestId again answers the same: each item's change
 *  is stored under an id made of it, the item's kind and id (server/agents/bulk.ts). */
export const bulkRequest = z.object({
  event: z.enum(bulkEvents),
  items: z.array(bulkItem).check(
    z.minLength(1, 'Select at least one item.'),
    z.maxLength(maxBulkItems, `Select at most ${maxBulkItems} items at a time.`),
    z.refine(
      (selected) =>
        new Set(selected.map((item) => `${item.kind}/${item.id}`)).size === selected.length,
      'Name each item once.',
    ),
  ),
  requestId: itemEventRequest.shape.requestId,
})
export type BulkRequest = z.infer<typeof bulkRequest>

/** Why an item of a bulk request was left as it was: the single event's 409 reasons, or gone. */
export const bulkRefusalReasons = ['notAllowed', 'stale', 'notFound'] as const
export type BulkRefusalReason = (typeof bulkRefusalReasons)[number]

type ItemRef = { kind: ItemKind; id: number }
/** One item's result: done, with the item as it is now; or refused, with the reason and what
 *  the single event's refusal says (who changed the item, which events it takes). */
export type BulkResult =
  | (ItemRef & { outcome: 'done'; item: ItemSummary })
  | (ItemRef & { outcome: 'refused'; reason: BulkRefusalReason; message: string })

/** BulkResult as one object whose refine says which fields each outcome carries. (Not
 *  z.discriminatedUnion: zod's code lives in the chunk the public pages share with the
 *  console, and no public page uses it: 2.9 KB more on each of them, over npm run budget.) */
const bulkResultObject = z
  .object({
    kind: z.enum(itemKinds),
    id: z.number(),
    outcome: z.enum(['done', 'refused']),
    item: z.optional(itemSummary),
    reason: z.optional(z.enum(bulkRefusalReasons)),
    message: z.optional(z.string()),
  })
  .check(
    z.refine(
      (result) =>
        result.outcome === 'done'
          ? result.item !== undefined && result.reason === undefined
          : result.item === undefined &&
            result.reason !== undefined &&
            result.message !== undefined,
      'A done result carries the item; a refused one its reason and message.',
    ),
  )
/** What the refine guarantees, as its type. */
export const bulkResult = bulkResultObject as unknown as z.ZodMiniType<BulkResult>

/** 200: one result per item, in the request's order. */
export const bulkAnswer = z.object({ results: z.array(bulkResult) })
export type BulkAnswer = z.infer<typeof bulkAnswer>
// Saved views and the export log (issue 43, item 8)

const { after: _after, limit: _limit, ...filterShape } = inboxQuery.shape

/** The inbox's filters as a view keeps them, an export takes and records them: the inbox query
 *  without its paging (a page is not part of a view; an export streams every row). The shape
 *  taken apart, not z.omit: the console's zod shares a chunk with the public pages, and none of
 *  them uses z.omit, so it would cost each of them its bytes (npm run budget). */
export const inboxFilters = z.object(filterShape)

/** The most views an account keeps, and the longest name one has. */
export const savedViewLimit = 20
export const savedViewNameMaxLength = 60

/** POST {agentsBase}/views: a name (1..60 characters once trimmed, unique per account) and the
 *  filters. 409 when the name is taken or the account has savedViewLimit views already. */
export const savedViewRequest = z.object({
  name: required('The name', savedViewNameMaxLength),
  filters: inboxFilters,
})
export type SavedViewRequest = z.infer<typeof savedViewRequest>

export const savedView = z.object({ id: z.number(), name: z.string(), filters: inboxFilters })
export type SavedView = z.infer<typeof savedView>

/** GET {agentsBase}/views: the signed-in account's views, by name. DELETE {agentsBase}/views/:id
 *  (204) removes one of its own; another account's view is a 404, as one that never was. */
export const savedViewList = z.object({ views: z.array(savedView) })
export type SavedViewList = z.infer<typeof savedViewList>

/** The most exports the log shows: the newest. */
export const exportLogLimit = 100

/** How an export ended: `started` while it streams (or when the server stopped under it),
 *  `complete` with every row written, `failed` when a read failed after the answer began,
 *  `cancelled` when the client went away; the last two count the rows written until then. */
export const exportOutcomes = ['started', 'complete', 'failed', 'cancelled'] as const
export type ExportOutcome = (typeof exportOutcomes)[number]

/** GET {agentsBase}/exports (admin only): the newest CSV exports, newest first: when, by whom
 *  (null once that account is gone), the filters as given (a search term may name a person:
 *  kept, as this is the audit of who exported what) and the rows written. */
export const exportLog = z.object({
  exports: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      by: z.nullable(z.string()),
      filters: z.record(z.string(), z.string()),
      outcome: z.enum(exportOutcomes),
      rows: z.number(),
    }),
  ),
})
export type ExportLog = z.infer<typeof exportLog>
