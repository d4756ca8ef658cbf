// Saved views (issue 43, item 8): an account's named inbox filters. Names are 1..60 characters,
// unique per account; at most 20 per account; the filters are the inbox query's (without
// paging), refused as the inbox refuses them; only the owner sees or deletes a view (another
// account's is a 404, as one that never was).
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { savedViewLimit } from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import { startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
let bo: string
let cy: string
const base = contract.agentsBase
const password = 'a saved views password'

const save = (body: unknown, token = bo) => app.client.post(`${base}/views`, body, { token })
const remove = (id: number | string, token = bo) =>
  app.client.request('DELETE', `${base}/views/${id}`, { token })

async function views(token = bo) {
  const response = await app.client.get(`${base}/views`, { token })
  expect(response.status).toBe(200)
  return contract.savedViewList.parse(await response.json()).views
}

async function saved(body: unknown, token = bo) {
  const response = await save(body, token)
  expect(response.status, await response.clone().text()).toBe(201)
  return contract.savedView.parse(await response.json())
}

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status)
  return schemas.apiError.parse(await response.json())
}

beforeAll(async () => {
  app = await startConsole()
  for (const [username, displayName] of [
    ['bo.views', 'Bo Views'],
    ['cy.views', 'Cy Views'],
  ]) {
    const created = await app.client.post(
      `${base}/accounts`,
      { username, displayName, password, role: 'agent' },
      { token: app.admin },
    )
    expect(created.status).toBe(201)
  }
  bo = (await app.signIn('bo.views', password)).token
  cy = (await app.signIn('cy.views', password)).token
})

describe(`saved views (${databaseName})`, () => {
  it('saves, lists by name and deletes an account’s own views', async () => {
    expect(await views()).toEqual([])
    const mine = await saved({
      name: '  New messages  ',
      filters: { kind: 'message', status: 'new', q: 'Zoë' },
    })
    expect(mine).toEqual({
      id: expect.any(Number),
      name: 'New messages',
      filters: { kind: 'message', status: 'new', q: 'Zoë' },
    })
    const all = await saved({ name: 'All unowned', filters: { owner: 'none' } })
    expect((await views()).map((view) => view.name)).toEqual(['All unowned', 'New messages'])
    expect(await views(cy)).toEqual([])
    expect((await remove(mine.id)).status).toBe(204)
    expect(await views()).toEqual([all])
    expect((await remove(all.id)).status).toBe(204)
  })

  it('lets only the owner delete a view: another account’s is a 404, and stays', async () => {
    const mine = await saved({ name: 'Mine', filters: { status: 'inReview' } })
    expect((await refused(await remove(mine.id, cy), 404)).error).toBe('There is no such view.')
    expect((await refused(await remove(mine.id, app.admin), 404)).error).toBe(
      'There is no such view.',
    )
    expect(await views()).toEqual([mine])
    await refused(await remove(mine.id + 1000), 404)
    expect((await remove(mine.id)).status).toBe(204)
    await refused(await remove(mine.id), 404)
  })

  it('keeps names unique per account, not across accounts', async () => {
    const first = await saved({ name: 'Spam', filters: { status: 'spam' } })
    const taken = await refused(await save({ name: ' Spam ', filters: {} }), 409)
    expect(taken.fields?.name).toEqual(['You already have a view of that name: choose another.'])
    const theirs = await saved({ name: 'Spam', filters: { kind: 'invitation' } }, cy)
    expect((await remove(first.id)).status).toBe(204)
    expect((await remove(theirs.id, cy)).status).toBe(204)
  })

  it(`keeps at most ${savedViewLimit} views per account`, async () => {
    const made: number[] = []
    for (let n = 1; n <= savedViewLimit; n++) {
      made.push((await saved({ name: `View ${n}`, filters: {} })).id)
    }
    const full = await refused(await save({ name: 'One more', filters: {} }), 409)
    expect(full.error).toBe(
      `You have ${savedViewLimit} views, the most an account keeps: delete one first.`,
    )
    // Another account's count is its own.
    const theirs = await saved({ name: 'One more', filters: {} }, cy)
    expect((await remove(made[0]!)).status).toBe(204)
    await saved({ name: 'One more', filters: {} })
    expect(await views()).toHaveLength(savedViewLimit)
    expect((await remove(theirs.id, cy)).status).toBe(204)
  })

  it.each([
    [{ name: '', filters: {} }, 'name'],
    [{ name: '   ', filters: {} }, 'name'],
    [{ name: 'x'.repeat(61), filters: {} }, 'name'],
    [{ filters: {} }, 'name'],
    [{ name: 'Dates', filters: { from: '2026-02-30' } }, 'filters'],
    [{ name: 'Kind', filters: { kind: 'parcel' } }, 'filters'],
    [{ name: 'Owner', filters: { owner: '2147483648' } }, 'filters'],
    [{ name: 'Search', filters: { q: 'q'.repeat(201) } }, 'filters'],
    [{ name: 'No filters' }, 'filters'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const answer = await refused(await save(body), 400)
    expect(Object.keys(answer.fields ?? {})).toContain(field)
  })

  it('takes a name of exactly 60 characters', async () => {
    const view = await saved({ name: 'n'.repeat(60), filters: {} }, cy)
    expect((await remove(view.id, cy)).status).toBe(204)
  })

  it('refuses an id the database cannot hold (400), and no session (401)', async () => {
    await refused(await remove('2147483648'), 400)
    await refused(await remove('abc'), 400)
    expect((await app.client.get(`${base}/views`)).status).toBe(401)
    expect((await app.client.post(`${base}/views`, { name: 'x', filters: {} })).status).toBe(401)
  })

  it('answers 405 for a method a path does not take', async () => {
    expect((await app.client.request('PUT', `${base}/views`, { token: bo })).status).toBe(405)
    expect((await app.client.get(`${base}/views/1`, { token: bo })).status).toBe(405)
  })
})
