// Welcome links (issue 31): approving an invitation request or a registration makes one, in the
// approval's transaction, with the welcome mail that carries it (or, for a request that left
// no address, the link for the agent to send by hand). The token is 32 random bytes; only its
// SHA-256 is stored. A link works once, until it expires, and is claimed in the transaction
// that creates the member: a user name already taken rolls both back, and the link stays usable.
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { ItemKind } from '../../src/agents/contract.ts'
import { hashToken } from '../auth/tokens.ts'
import type { Db } from '../db/database.ts'
import { agents, items, members, welcomeLinks } from '../db/schema.ts'
import { mailAddress, oneLineName } from '../mail/message.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { welcomeMail } from './mail.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** How long a welcome link works unless WELCOME_LINK_DAYS says otherwise. */
export const defaultWelcomeLinkDays = 7

export interface WelcomeOptions {
  /** The origin people reach the site at (PUBLIC_URL): the link is built on it. */
  publicOrigin: () => string
  /** How long a new link works, in milliseconds. */
  lifetimeMs: number
}

/** The kinds whose approval welcomes a person. */
export const welcomedKinds: readonly ItemKind[] = ['invitation', 'registration']

/** A token has this shape (32 bytes, base64url): anything else is refused without a query. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/

/** The path of the site's welcome page (src/routes/_page/welcome.$token.tsx). */
export const welcomePathPrefix = '/welcome/'

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? ''

/** The item's person: the address to write to (none for a LinkedIn profile, say) and the name
 *  a registration gave. */
function personOf(item: { kind: string; title: string; contact: string | null }) {
  const contact = item.contact?.trim() ?? ''
  const address = mailAddress.safeParse(contact).success ? contact : undefined
  const fullName = item.kind === 'registration' ? oneLineName(item.title) : undefined
  return { address, fullName: fullName || undefined }
}

/**
 * Makes the welcome link of item `itemId` with `tx` (the approval's transaction) and enqueues
 * its mail when the person left an address. Returns the link when it must be sent by hand,
 * else undefined. The item's unique link refuses a second one: an approval cannot run twice.
 */
export async function issueWelcome(
  tx: Tx,
  itemId: number,
  options: WelcomeOptions,
  now = new Date(),
): Promise<{ handLink: string | undefined }> {
  const [item] = await tx
    .select({ kind: items.kind, title: items.title, contact: items.contact })
    .from(items)
    .where(eq(items.id, itemId))
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + options.lifetimeMs)
  await tx.insert(welcomeLinks).values({ itemId, tokenHash: hashToken(token), expiresAt })
  const origin = options.publicOrigin()
  const link = `${origin}${welcomePathPrefix}${token}`
  const person = personOf(item!)
  if (!person.address) return { handLink: link }
  await enqueueMail(tx, {
    to: person.address,
    ...(person.fullName ? { toName: person.fullName } : {}),
    ...welcomeMail({
      firstName: person.fullName ? firstNameOf(person.fullName) : undefined,
      link,
      origin,
      expiresAt,
    }),
    // The token is the recipient's alone: masked for staff, scrubbed once sent (mail/secrets.ts).
    secrets: [token],
  })
  return { handLink: undefined }
}

const usable = (tokenHash: string) =>
  and(
    eq(welcomeLinks.tokenHash, tokenHash),
    isNull(welcomeLinks.usedAt),
    gt(welcomeLinks.expiresAt, sql`now()`),
  )!

/** The link of `token` if it can be used now, with the first name to greet; else undefined
 *  (unknown, forged, cut short, used or expired alike). */
export async function usableLink(
  db: Db,
  token: string,
): Promise<{ firstName: string | null } | undefined> {
  if (!tokenShape.test(token)) return undefined
  const [row] = await db
    .select({ kind: items.kind, title: items.title })
    .from(welcomeLinks)
    .innerJoin(items, eq(items.id, welcomeLinks.itemId))
    .where(usable(hashToken(token)))
  if (!row) return undefined
  return { firstName: row.kind === 'registration' ? firstNameOf(row.title) || null : null }
}

export type AcceptOutcome = 'created' | 'unusable' | 'taken'

/** Thrown inside the transaction to roll back the claimed link when the name is taken. */
class NameTaken extends Error {}

/**
 * Claims the link of `token` and creates the member, in one transaction: `unusable` when the
 * link cannot be used (or another request claimed it first), `taken` when the user name is
 * (the link is left as it was). `passwordHash` is hashed beforehand, outside the transaction.
 */
export async function acceptWelcome(
  db: Db,
  token: string,
  username: string,
  passwordHash: string,
): Promise<AcceptOutcome> {
  if (!tokenShape.test(token)) return 'unusable'
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(welcomeLinks)
        .set({ usedAt: sql`now()` })
        .where(usable(hashToken(token)))
        .returning({ id: welcomeLinks.id, itemId: welcomeLinks.itemId })
      if (!claimed) return 'unusable'
      const [item] = await tx
        .select({ kind: items.kind, title: items.title })
        .from(items)
        .where(eq(items.id, claimed.itemId))
      // A registration's full name names the member; a request gave none: the user name
      // stands in for it (the account chip's initials, the greeting).
      const [first, ...rest] =
        item?.kind === 'registration' && item.title.trim()
          ? item.title.trim().split(/\s+/)
          : [username]
      const [member] = await tx
        .insert(members)
        .values({ username, passwordHash, firstName: first!, lastName: rest.join(' ') })
        .onConflictDoNothing()
        .returning({ id: members.id })
      if (!member) throw new NameTaken()
      await tx
        .update(welcomeLinks)
        .set({ memberId: member.id })
        .where(eq(welcomeLinks.id, claimed.id))
      return 'created'
    })
  } catch (error) {
    if (error instanceof NameTaken) return 'taken'
    throw error
  }
}

/**
 * The display name of the Talent Agent who handled the request that made member `memberId`:
 * the owner of the approved item (issue 47: /home greets a new member with it). Null for a
 * member no request made (the operator's, the demo's), an item with no owner, or an agent
 * whose account is disabled (no longer there to write to them).
 */
export async function talentAgentOf(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: agents.displayName })
    .from(welcomeLinks)
    .innerJoin(items, eq(items.id, welcomeLinks.itemId))
    .innerJoin(agents, eq(agents.id, items.ownerId))
    .where(and(eq(welcomeLinks.memberId, memberId), eq(agents.disabled, false)))
  return row?.name ?? null
}
