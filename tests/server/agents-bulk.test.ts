// Bulk actions in the inbox (issue 43, item 8): one event to several items, each in its own
// transaction through the single event's path. A conflict on one item leaves the others done;
// the same request again answers the same and changes nothing more; each item's refusal says
// why (stale, not allowed, not found); a body the contract refuses is a 400.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { itemHistory } from '../../server/db/schema.ts'
import { itemRequestId } from '../../server/agents/bulk.ts'
import { base, findItem, sendForms, startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
let boToken: string
let boId: number
let cyToken: string
const password = 'an agent password'
let requestCount = 0
const requestId = () => `bulk-${Date.now()}-${++requestCount}`
const bulkPath = `${base}/items/bulk`

const bulk = (body: unknown, token = boToken) => app.client.post(bulkPath, body, { token })

async function answered(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200)
  return contract.bulkAnswer.parse(await response.json())
}

const selectionOf = (items: contract.ItemSummary[]) =>
  items.map(({ kind, id, version }) => ({ kind, id, version }))

async function historyLength(item: contract.ItemSummary) {
  const response = await app.client.get(`${base}/items/${item.kind}/${item.id}`, {
    token: app.admin,
  })
  return contract.itemDetail.parse(await response.json()).history.length
}

async function newAgent(username: string, displayName: string) {
  const created = await app.client.post(
    `${base}/accounts`,
    { username, displayName, password, role: 'agent' },
    { token: app.admin },
  )
  expect(created.status).toBe(201)
  return app.signIn(username, password)
}

/** A new visitor's registration, message and invitation request: three new items. */
async function threeNewItems(name: string) {
  const email = `${name.toLowerCase()}@example.com`
  await sendForms(app.client, { name: `${name} Visitor`, email })
  return Promise.all(
    (['registration', 'message', 'invitation'] as const).map((kind) => findItem(app, kind, email)),
  )
}

beforeAll(async () => {
  app = await startConsole()
  const bo = await newAgent('bo.agent', 'Bo Agent')
  boToken = bo.token
  boId = bo.agent.id
  cyToken = (await newAgent('cy.agent', 'Cy Agent')).token
})

describe(`bulk actions (${databaseName})`, () => {
  it('takes three items while another agent takes one: two done, one refused as stale', async () => {
    const selected = await threeNewItems('Gail')
    const [first, taken, last] = selected
    // Between the agent's selection and their confirmation, another agent takes the second.
    const cyTakes = await app.client.post(
      `${base}/items/${taken!.kind}/${taken!.id}/events`,
      { event: 'TAKE', version: taken!.version, requestId: requestId() },
      { token: cyToken },
    )
    expect(cyTakes.status).toBe(200)

    const request = { event: 'TAKE', items: selectionOf(selected), requestId: requestId() }
    const { results } = await answered(await bulk(request))
    expect(results.map((result) => [result.kind, result.id, result.outcome])).toEqual([
      [first!.kind, first!.id, 'done'],
      [taken!.kind, taken!.id, 'refused'],
      [last!.kind, last!.id, 'done'],
    ])
    for (const result of [results[0]!, results[2]!]) {
      if (result.outcome !== 'done') throw new Error('expected done')
      expect(result.item).toMatchObject({
        status: 'inReview',
        owner: { id: boId, displayName: 'Bo Agent' },
        version: first!.version + 1,
      })
    }
    expect(results[1]).toEqual({
      kind: taken!.kind,
      id: taken!.id,
      outcome: 'refused',
      reason: 'stale',
      message: 'Cy Agent changed this item (TAKE, new to inReview) since you saw it.',
    })
    // The refusal undid nothing: the others are Bo's, the second stays Cy's.
    const now = await Promise.all(
      selected.map((item) => findItem(app, item.kind, 'gail@example.com')),
    )
    expect(now.map((item) => item.owner?.displayName)).toEqual(['Bo Agent', 'Cy Agent', 'Bo Agent'])

    // The same request again: the same answer, and no change applied twice.
    const histories = await Promise.all(selected.map(historyLength))
    expect(await answered(await bulk(request))).toEqual({ results })
    expect(await Promise.all(selected.map(historyLength))).toEqual(histories)
    // Each item's change is stored under the bulk request's id with the item's kind and id.
    const stored = await app.server.database.db
      .select({ n: count() })
      .from(itemHistory)
      .where(eq(itemHistory.agentId, boId))
    expect(stored[0]!.n).toBe(2)
    expect(itemRequestId(request.requestId, first!)).toBe(
      `bulk:${request.requestId}:${first!.kind}:${first!.id}`,
    )
  })

  it('refuses per item what the lifecycle does not allow, and an item that is not there', async () => {
    const selected = await threeNewItems('Hugo')
    const taken = await answered(
      await bulk({ event: 'TAKE', items: selectionOf(selected), requestId: requestId() }),
    )
    const owned = taken.results.map((result) =>
      result.outcome === 'done' ? result.item : undefined,
    )
    expect(owned.every(Boolean)).toBe(true)

    // Only the owner or an administrator releases: Cy is neither.
    const [message] = owned.filter((item) => item!.kind === 'message')
    const cyReleases = await answered(
      await bulk(
        { event: 'RELEASE', items: selectionOf([message!]), requestId: requestId() },
        cyToken,
      ),
    )
    expect(cyReleases.results).toEqual([
      {
        kind: 'message',
        id: message!.id,
        outcome: 'refused',
        reason: 'notAllowed',
        message: 'A inReview item does not take RELEASE.',
      },
    ])

    // CLOSE is a message's only: the requests refuse it, the message is closed; and an id no
    // item has is refused as not found, after the others.
    const missing = { kind: 'message' as const, id: contract.maxDatabaseInteger, version: 0 }
    const closed = await answered(
      await bulk({
        event: 'CLOSE',
        items: [...selectionOf(owned as contract.ItemSummary[]), missing],
        requestId: requestId(),
      }),
    )
    expect(
      closed.results.map((result) => [
        result.kind,
        result.outcome,
        result.outcome === 'refused' ? result.reason : result.item.status,
      ]),
    ).toEqual([
      ['registration', 'refused', 'notAllowed'],
      ['message', 'done', 'closed'],
      ['invitation', 'refused', 'notAllowed'],
      ['message', 'refused', 'notFound'],
    ])
    expect(closed.results[3]).toMatchObject({ message: 'There is no such item.' })

    // An administrator may release another agent's item (an absent agent's).
    const [registration] = owned
    const adminReleases = await answered(
      await bulk(
        { event: 'RELEASE', items: selectionOf([registration!]), requestId: requestId() },
        app.admin,
      ),
    )
    expect(adminReleases.results[0]).toMatchObject({
      outcome: 'done',
      item: { status: 'new', owner: null },
    })
  })

  it('answers 400 to a body the contract refuses, 401 without a session, 405 to a GET', async () => {
    const item = { kind: 'message', id: 1, version: 0 }
    const many = Array.from({ length: contract.maxBulkItems + 1 }, (_, index) => ({
      ...item,
      id: index + 1,
    }))
    const bad: [unknown, string][] = [
      [{ event: 'APPROVE', items: [item], requestId: requestId() }, 'event'],
      [{ event: 'ANSWER', items: [item], requestId: requestId() }, 'event'],
      [{ event: 'TAKE', items: [], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: many, requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [item, item], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [{ ...item, id: 0 }], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [{ ...item, id: 2147483648 }], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [{ ...item, id: '1' }], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [{ ...item, kind: 'letter' }], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [{ ...item, version: -1 }], requestId: requestId() }, 'items'],
      [{ event: 'TAKE', items: [item] }, 'requestId'],
      [{ event: 'TAKE', items: [item], requestId: 'bulk:x:message:1' }, 'requestId'],
    ]
    for (const [body, field] of bad) {
      const response = await bulk(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const answer = schemas.apiError.parse(await response.json())
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toEqual([field])
    }
    const notJson = await bulk('{"event": "TAKE",')
    expect(notJson.status).toBe(400)
    expect(JSON.stringify(await notJson.json())).not.toMatch(/select|stack|at /i)

    const anonymous = await app.client.post(bulkPath, {
      event: 'TAKE',
      items: [item],
      requestId: requestId(),
    })
    expect(anonymous.status).toBe(401)
    const get = await app.client.get(bulkPath, { token: boToken })
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
  })
})
