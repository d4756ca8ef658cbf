// What follows an item's transition (issue 43, item 6): the item lifecycle machine names it as
// actions, and the server runs them in the transaction that stores the new status. Every
// transition of every kind is taken through the console's API, and what the database shows
// afterwards (mail written, a welcome link made, a subscription ended) must be exactly what
// the machine named for it. A consequence that fails undoes the transition with it.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { noAddressToAnswer } from '../../server/agents/answers.ts'
import { applyEvent, type ConsequenceName } from '../../server/agents/lifecycle.ts'
import {
  itemHistory,
  items,
  outbox,
  reachOutMessages,
  subscriptions,
  welcomeLinks,
} from '../../server/db/schema.ts'
import {
  adminPassword,
  base,
  findItem,
  sendForms,
  startConsole,
  type Console,
} from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
let adminId: number
let requestCount = 0
const requestId = () => `consequence-${Date.now()}-${++requestCount}`
const db = () => app.server.database.db

beforeAll(async () => {
  app = await startConsole()
  adminId = (await app.signIn('ada', adminPassword)).agent.id
})

const itemOf = (kind: contract.ItemKind, q: string) => findItem(app, kind, q)

const detailOf = async (kind: contract.ItemKind, id: number) => {
  const response = await app.client.get(`${base}/items/${kind}/${id}`, { token: app.admin })
  expect(response.status).toBe(200)
  return contract.itemDetail.parse(await response.json())
}

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n

/** What the database shows of each consequence for the item: mail written to its address,
 *  its welcome links, whether its subscription has ended. */
async function traces(kind: contract.ItemKind, recordId: number, address: string) {
  const [item] = await db()
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.kind, kind), eq(items.recordId, recordId)))
  const [subscription] =
    kind === 'subscription'
      ? await db()
          .select({ ended: subscriptions.unsubscribedAt })
          .from(subscriptions)
          .where(eq(subscriptions.id, recordId))
      : [{ ended: null }]
  return {
    mail: await count(
      db()
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.to, address)),
    ),
    allMail: await count(
      db()
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox),
    ),
    welcomeLinks: await count(
      db()
        .select({ n: sql<number>`count(*)::int` })
        .from(welcomeLinks)
        .where(eq(welcomeLinks.itemId, item!.id)),
    ),
    ended: subscription!.ended !== null,
    history: await count(
      db()
        .select({ n: sql<number>`count(*)::int` })
        .from(itemHistory)
        .where(eq(itemHistory.itemId, item!.id)),
    ),
  }
}

/** The consequences a change of the traces shows, by name. */
function seen(
  before: Awaited<ReturnType<typeof traces>>,
  after: Awaited<ReturnType<typeof traces>>,
): ConsequenceName[] {
  const names: ConsequenceName[] = []
  if (after.welcomeLinks > before.welcomeLinks) names.push('issueWelcomeLink')
  if (after.mail > before.mail && after.welcomeLinks === before.welcomeLinks) {
    names.push('queueAnswerMail')
  }
  if (after.ended && !before.ended) names.push('endSubscription')
  return names
}

/** A walk through every transition of each family, one kind at a time. */
const walks: Record<contract.ItemKind, contract.ItemEvent[]> = {
  invitation: [
    'MARK_SPAM',
    'REOPEN',
    'TAKE',
    'RELEASE',
    'TAKE',
    'DECLINE',
    'REOPEN',
    'TAKE',
    'MARK_SPAM',
    'REOPEN',
    'TAKE',
    'APPROVE',
  ],
  registration: ['TAKE', 'DECLINE', 'REOPEN', 'TAKE', 'APPROVE'],
  message: ['TAKE', 'RELEASE', 'TAKE', 'CLOSE', 'REOPEN', 'TAKE', 'ANSWER'],
  subscription: ['MARK_SPAM', 'REOPEN', 'UNSUBSCRIBE'],
}

const send = (
  kind: contract.ItemKind,
  id: number,
  body: { event: contract.ItemEvent; version: number; answer?: string; requestId?: string },
) =>
  app.client.post(
    `${base}/items/${kind}/${id}/events`,
    { requestId: requestId(), ...body },
    { token: app.admin },
  )

describe(`each consequence happens exactly when the machine names it (${databaseName})`, () => {
  it('every transition of every kind, through the API', async () => {
    const address = 'sam.consequences@example.com'
    await sendForms(app.client, { name: 'Sam Reed', email: address })
    const happened = new Set<ConsequenceName>()
    let steps = 0
    for (const kind of contract.itemKinds) {
      const { id } = await itemOf(kind, address)
      for (const event of walks[kind]) {
        const { item } = await detailOf(kind, id)
        const answer = event === 'ANSWER' ? 'Yes: on Thursdays.' : undefined
        const named = applyEvent(
          { kind, status: item.status, ownerId: item.owner?.id ?? null },
          event,
          { id: adminId, role: 'admin' },
          answer,
        )
        expect(named, `${kind} ${item.status} takes ${event}`).toBeDefined()
        const before = await traces(kind, id, address)
        const response = await send(kind, id, { event, version: item.version, answer })
        expect(response.status, `${kind} ${event}`).toBe(200)
        const after = await traces(kind, id, address)
        const names = named!.consequences.map(({ type }) => type)
        expect(seen(before, after), `${kind} ${item.status} ${event}`).toEqual(names)
        // Nothing else is mailed: one mail per mailed consequence, to the item's address.
        expect(after.allMail - before.allMail).toBe(after.mail - before.mail)
        expect(after.mail - before.mail).toBe(
          names.filter((name) => name !== 'endSubscription').length,
        )
        expect(after.history).toBe(before.history + 1)
        names.forEach((name) => happened.add(name))
        steps += 1
      }
    }
    expect(steps).toBe(27)
    // The walk met every consequence the machine names.
    expect([...happened].sort()).toEqual(['endSubscription', 'issueWelcomeLink', 'queueAnswerMail'])
  })
})

/** A trigger that makes the consequence's write fail for this item only, as a full disk or a
 *  broken constraint would: removed by the returned function. */
async function failing(table: string, operation: 'insert' | 'update', when: string) {
  const name = `fail_${table}_${++requestCount}`
  await db().execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if ${when} then raise exception 'the consequence failed'; end if;
        return new;
      end $$`),
  )
  await db().execute(
    sql.raw(`create trigger ${name} before ${operation} on ${table}
      for each row execute function ${name}()`),
  )
  return async () => {
    await db().execute(sql.raw(`drop trigger ${name} on ${table}`))
    await db().execute(sql.raw(`drop function ${name}()`))
  }
}

describe(`a consequence that fails undoes the transition (${databaseName})`, () => {
  it.each([
    [
      'invitation',
      'APPROVE',
      'welcome_links',
      'insert',
      (itemId: number) => `new.item_id = ${itemId}`,
    ],
    [
      'message',
      'ANSWER',
      'outbox',
      'insert',
      (_: number, address: string) => `new."to" = '${address}'`,
    ],
    [
      'subscription',
      'UNSUBSCRIBE',
      'subscriptions',
      'update',
      (_: number, _address: string, recordId: number) => `old.id = ${recordId}`,
    ],
  ] as const)(
    '%s %s: its write fails, the status, version and history stay; retried, it applies once',
    async (kind, event, table, operation, when) => {
      const address = `fails.${kind}@example.com`
      await sendForms(app.client, { name: 'Kit Lane', email: address })
      const { id, version } = await itemOf(kind, address)
      let current = version
      if (kind !== 'subscription') {
        expect((await send(kind, id, { event: 'TAKE', version })).status).toBe(200)
        current += 1
      }
      const [{ itemId }] = (await db()
        .select({ itemId: items.id })
        .from(items)
        .where(and(eq(items.kind, kind), eq(items.recordId, id)))) as [{ itemId: number }]
      const shown = await detailOf(kind, id)
      const before = await traces(kind, id, address)
      const restore = await failing(table, operation, when(itemId, address, id))
      const body = {
        event,
        version: current,
        requestId: requestId(),
        ...(event === 'ANSWER' ? { answer: 'Hello' } : {}),
      }
      try {
        const response = await send(kind, id, body)
        expect(response.status).toBe(500)
        expect(await response.text()).not.toMatch(/consequence failed|trigger|insert|update/i)
      } finally {
        await restore()
      }
      expect(await traces(kind, id, address)).toEqual(before)
      expect(await detailOf(kind, id)).toEqual(shown)

      // Nothing was kept of the failed request: the same request id now applies, once.
      const again = await send(kind, id, body)
      expect(again.status).toBe(200)
      const after = await traces(kind, id, address)
      expect(after.history).toBe(before.history + 1)
      expect(seen(before, after)).toHaveLength(1)
      expect((await send(kind, id, body)).status).toBe(200)
      expect(await traces(kind, id, address)).toEqual(after)
    },
  )

  it('an answer with no address to reach: a 422, the status unchanged and no history; the same request id gets the same 422', async () => {
    const address = 'kai.consequences@example.com, all@example.com'
    await db()
      .insert(reachOutMessages)
      .values({ fullName: 'Kai Moss', email: address, content: 'Hello' })
    const { id, version } = await itemOf('message', 'kai.consequences@example.com')
    expect((await send('message', id, { event: 'TAKE', version })).status).toBe(200)
    const shown = await detailOf('message', id)
    const before = await traces('message', id, address)
    const body = { event: 'ANSWER', version: version + 1, answer: 'Hello', requestId: requestId() }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send('message', id, body as Parameters<typeof send>[2])
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ error: noAddressToAnswer })
    }
    expect(await traces('message', id, address)).toEqual(before)
    expect(await detailOf('message', id)).toEqual(shown)
  })
})
