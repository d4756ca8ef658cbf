// The demo's console inbox (issue 43): what a Talent Agent finds on a first `npm start`, so the
// console can be tried at once. Every kind of item, in most of its states, some owned by each
// demo agent, with their history, one answer mailed and one mail the relay refused. Each item
// is written as the site writes it (its form's row: the database's trigger makes the item),
// then walked through its events by the lifecycle machine itself (server/agents/lifecycle.ts),
// so no demo item is in a state the product could not reach. Every name and address is
// invented; the addresses are example domains (RFC 2606).
import { and, eq, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { ItemEvent, ItemKind } from '../../src/agents/contract.ts'
import { applyEvent, type ItemState } from '../agents/lifecycle.ts'
import { runConsequences } from '../agents/consequences.ts'
import { itemSources, type SourceTable } from '../agents/kinds.ts'
import type { Db } from '../db/database.ts'
import type { WelcomeOptions } from '../welcome/links.ts'
import { itemHistory, items, outbox, subscriptions } from '../db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Who acts in the demo's history: the administrator or the second agent. */
export type DemoActor = 'admin' | 'agent'

interface Step {
  event: ItemEvent
  by: DemoActor
  /** Hours after the item arrived. */
  after: number
  note?: string
  /** An ANSWER's text: mailed to the visitor as the console does. */
  answer?: string
}

/** A row as its form sends it: the columns of the kind's source table but its id and time. */
type Form = {
  [Kind in ItemKind]: { kind: Kind } & Omit<
    (typeof itemSources)[Kind]['table']['$inferInsert'],
    'id' | 'createdAt'
  >
}[ItemKind]

interface DemoItem {
  form: Form
  /** Hours before the seed that it arrived. */
  hoursAgo: number
  steps?: Step[]
}

export const demoInbox: DemoItem[] = [
  { form: { kind: 'invitation', contactInfo: 'mira.okafor@example.com' }, hoursAgo: 2 },
  {
    form: {
      kind: 'invitation',
      contactInfo: 'https://www.linkedin.com/in/theo-lindqvist-example',
    },
    hoursAgo: 30,
    steps: [
      {
        event: 'TAKE',
        by: 'agent',
        after: 3,
        note: 'LinkedIn only: I will ask for an address before we decide.',
      },
    ],
  },
  {
    form: { kind: 'invitation', contactInfo: 'noor.haddad@example.net' },
    hoursAgo: 80,
    steps: [
      { event: 'TAKE', by: 'admin', after: 5 },
      {
        event: 'DECLINE',
        by: 'admin',
        after: 26,
        note: 'Early in her career; the spring intake may suit her better.',
      },
    ],
  },
  {
    form: { kind: 'invitation', contactInfo: 'cheap-followers@example.biz' },
    hoursAgo: 55,
    steps: [{ event: 'MARK_SPAM', by: 'admin', after: 1 }],
  },
  {
    form: {
      kind: 'registration',
      fullName: 'Ines Carvalho',
      email: 'ines.carvalho@example.org',
      role: 'Staff engineer',
      referralName: 'Avery Stone',
    },
    hoursAgo: 5,
  },
  {
    form: {
      kind: 'registration',
      fullName: 'Kofi Mensah',
      email: 'kofi.mensah@example.com',
      role: 'Engineering manager',
    },
    hoursAgo: 48,
    steps: [
      {
        event: 'TAKE',
        by: 'admin',
        after: 2,
        note: 'Asked his referee for a word; waiting to hear back.',
      },
    ],
  },
  {
    form: {
      kind: 'registration',
      fullName: 'Lena Brandt',
      email: 'lena.brandt@example.com',
      role: 'Data scientist',
    },
    hoursAgo: 140,
    steps: [
      { event: 'TAKE', by: 'agent', after: 4 },
      {
        event: 'DECLINE',
        by: 'agent',
        after: 20,
        note: 'Registered twice; the other registration stays open.',
      },
    ],
  },
  {
    form: {
      kind: 'message',
      fullName: 'Sami Rautio',
      email: 'sami.rautio@example.com',
      content:
        'Hello, I lead a platform team of six and we hope to add two senior engineers in the ' +
        'spring. Could we talk about how the club introduces candidates?',
    },
    hoursAgo: 1,
  },
  {
    form: {
      kind: 'message',
      fullName: 'Priya Natarajan',
      email: 'priya.natarajan@example.org',
      content:
        'I was invited to an interview through the club last month and would like to change ' +
        'the date. Who should I write to?',
    },
    hoursAgo: 20,
    steps: [{ event: 'TAKE', by: 'agent', after: 1 }],
  },
  {
    form: {
      kind: 'message',
      fullName: 'Owen Achterberg',
      email: 'owen.achterberg@example.com',
      content: 'Is there a club evening in Lisbon this season? I would gladly come.',
    },
    hoursAgo: 72,
    steps: [
      { event: 'TAKE', by: 'agent', after: 2 },
      {
        event: 'ANSWER',
        by: 'agent',
        after: 3,
        answer:
          'Thank you for asking. Not yet: the Lisbon evening is planned for the autumn, and ' +
          'members hear of it first by the letter. We will keep a seat in mind for you.',
      },
    ],
  },
  {
    form: {
      kind: 'message',
      fullName: 'Hana Kobayashi',
      email: 'hana.kobayashi@example.invalid',
      content: 'Please remove my old address from your lists; I have a new one now.',
    },
    hoursAgo: 120,
    steps: [
      { event: 'TAKE', by: 'admin', after: 6 },
      {
        event: 'ANSWER',
        by: 'admin',
        after: 7,
        answer: 'Done: the old address is off every list. Thank you for telling us.',
      },
    ],
  },
  {
    form: {
      kind: 'message',
      fullName: 'Marek Dvořák',
      email: 'marek.dvorak@example.com',
      content: 'Hello again: I sent the same question yesterday, in case it went astray.',
    },
    hoursAgo: 96,
    steps: [
      { event: 'TAKE', by: 'agent', after: 1 },
      {
        event: 'CLOSE',
        by: 'agent',
        after: 2,
        note: 'The same question as his earlier message, answered there.',
      },
    ],
  },
  { form: { kind: 'subscription', email: 'rafael.mendes@example.com' }, hoursAgo: 9 },
  { form: { kind: 'subscription', email: 'elif.aydin@example.com' }, hoursAgo: 60 },
  {
    form: { kind: 'subscription', email: 'tomas.novak@example.com' },
    hoursAgo: 200,
    steps: [
      { event: 'UNSUBSCRIBE', by: 'admin', after: 50, note: 'Asked by phone to stop the letter.' },
    ],
  },
  {
    form: { kind: 'subscription', email: 'win-a-prize@example.biz' },
    hoursAgo: 36,
    steps: [{ event: 'MARK_SPAM', by: 'agent', after: 1 }],
  },
]

/** The address of the demo answer the relay refused (a `.invalid` domain, RFC 2606). */
export const refusedAddress = 'hana.kobayashi@example.invalid'

const hours = (count: number) => count * 3_600_000

/** The form's row, inserted into its kind's table; the trigger makes its item. Returns the
 *  item as it was made. */
async function insertForm(tx: Tx, { kind, ...values }: Form, createdAt: Date) {
  const table: SourceTable = itemSources[kind].table
  const [inserted] = await tx
    .insert(table)
    .values({ ...values, createdAt } as PgInsertValue<SourceTable>)
    .returning({ id: table.id })
  const [item] = await tx
    .select({ id: items.id, status: items.status, recordId: items.recordId })
    .from(items)
    .where(sql`${items.kind} = ${kind} and ${items.recordId} = ${inserted!.id}`)
  return item!
}

const noWelcome: WelcomeOptions = {
  publicOrigin: () => {
    throw new Error('The demo inbox approves nothing: it makes no welcome link.')
  },
  lifetimeMs: 0,
}

/** Writes the demo inbox with `tx`; `agentIds` are the demo accounts' ids. */
export async function addDemoInbox(
  tx: Tx,
  agentIds: Record<DemoActor, number>,
  now = Date.now(),
): Promise<void> {
  // Written together at the end: one statement, not one an event.
  const history: (typeof itemHistory.$inferInsert)[] = []
  for (const { form, hoursAgo, steps = [] } of demoInbox) {
    const arrived = now - hours(hoursAgo)
    const row = await insertForm(tx, form, new Date(arrived))
    const itemId = row.id
    let state: ItemState = {
      kind: form.kind,
      status: row.status as never,
      ownerId: null,
    }
    for (const step of steps) {
      const by = { id: agentIds[step.by], role: step.by === 'admin' ? 'admin' : 'agent' } as const
      const next = applyEvent(state, step.event, by, step.answer)
      if (!next) throw new Error(`Demo item ${form.kind}: ${step.event} from ${state.status}`)
      history.push({
        itemId,
        at: new Date(arrived + hours(step.after)),
        agentId: by.id,
        event: step.event,
        fromStatus: state.status,
        toStatus: next.status,
        note: step.note ?? null,
        answer: step.answer ?? null,
      })
      // What the machine says follows (an answer's mail, an ended subscription), as the
      // console's events do. The demo approves nothing, so no welcome link is ever made.
      await runConsequences(
        { tx, item: { kind: state.kind, recordId: row.recordId, itemId }, welcome: noWelcome },
        next.consequences,
      )
      state = { ...state, ...next }
    }
    if (steps.length > 0) {
      await tx
        .update(items)
        .set({ status: state.status, ownerId: state.ownerId, version: steps.length })
        .where(eq(items.id, itemId))
      if (form.kind === 'subscription' && state.status === 'unsubscribed') {
        await tx
          .update(subscriptions)
          .set({ unsubscribedAt: new Date(now - hours(hoursAgo) + hours(steps.at(-1)!.after)) })
          .where(eq(subscriptions.id, row.recordId))
      }
    }
  }
  await tx.insert(itemHistory).values(history)
  // The answers are history, as the items are: recorded as sent, so that no server, the tests'
  // included, starts by delivering demo mail to its relay. (Answers carry no secret to scrub.)
  await tx
    .update(outbox)
    .set({ status: 'sent', attempts: 1, sentAt: sql`${outbox.createdAt}` })
    .where(and(eq(outbox.status, 'pending'), sql`${outbox.to} <> ${refusedAddress}`))
  // The answer to an address that does not exist: refused for good, as a relay would.
  await tx
    .update(outbox)
    .set({
      status: 'failed',
      attempts: 1,
      lastError: '550 5.1.1 <hana.kobayashi@example.invalid>: the mailbox does not exist',
    })
    .where(eq(outbox.to, refusedAddress))
}
