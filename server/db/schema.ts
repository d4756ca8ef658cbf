// The database tables. Change them here, then `npm run db:generate` writes the SQL migration
// (server/migrations) that every start applies. Text is stored exactly as it was sent.
import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
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

export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  // Codes are matched without regard to case.
  (table) => [uniqueIndex('access_codes_code_key').on(sql`lower(${table.code})`)],
)

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
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  // One subscription per address, whatever its case; the first spelling is kept.
  (table) => [uniqueIndex('subscriptions_email_key').on(sql`lower(${table.email})`)],
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
  },
  (table) => [
    // The worker's question: what is due (pending and due, or sending with a lapsed lease).
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The console's list, newest first.
    index('outbox_created_idx').on(table.createdAt, table.id),
  ],
)
