// The demo data's console inbox (issue 43): a newcomer who signs in after `npm start` finds
// every kind of item, in several states, some owned by each demo agent, with history, and mail
// on the Mail screen: read here through the console's own API, as the second demo agent.
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { demoInbox, refusedAddress } from '../../server/demo/inbox.ts'
import { addDemoData, demo } from '../../server/demo/seed.ts'
import { base } from './agentsConsole.ts'
import { databaseName, startTestServer, type Client, type TestServer } from './harness.ts'

let server: TestServer
let client: Client
let token: string

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_DATA: 'true' } })
  client = await server.client()
  const signedIn = await client.post(`${base}/session`, {
    username: demo.agent.username,
    password: demo.agent.password,
  })
  expect(signedIn.status).toBe(200)
  token = contract.signInResponse.parse(await signedIn.json()).token
})

const get = async (path: string) => {
  const response = await client.get(path, { token })
  expect(response.status, path).toBe(200)
  return response.json() as Promise<unknown>
}

describe(`the demo inbox (${databaseName})`, () => {
  it('holds every kind, in several states, owned by both demo agents and by nobody', async () => {
    const page = contract.inboxPage.parse(await get(`${base}/items?limit=100`))
    expect(page.items).toHaveLength(demoInbox.length)
    for (const kind of contract.itemKinds) {
      const statuses = new Set(page.items.filter((item) => item.kind === kind).map((i) => i.status))
      expect(statuses.size, kind).toBeGreaterThanOrEqual(2)
    }
    const owners = new Set(page.items.map((item) => item.owner?.displayName ?? null))
    expect(owners).toEqual(new Set([demo.admin.displayName, demo.agent.displayName, null]))
    // Newest first: the newest arrived an hour before the seed.
    expect(page.items[0]!.title).toBe('Sami Rautio')
  })

  it('keeps each item’s history, answers included, and the mail it caused', async () => {
    const page = contract.inboxPage.parse(await get(`${base}/items?kind=message&limit=100`))
    const answered = page.items.find((item) => item.status === 'answered')!
    const detail = contract.itemDetail.parse(await get(`${base}/items/message/${answered.id}`))
    expect(detail.history.map((entry) => entry.event)).toEqual(['TAKE', 'ANSWER'])
    const mail = contract.mailPage.parse(await get(`${base}/mail?limit=100`))
    const statuses = Object.fromEntries(
      mail.messages.map((message) => [message.to, message.status]),
    )
    expect(statuses[refusedAddress]).toBe('failed')
    expect(Object.keys(statuses)).toContain('owen.achterberg@example.com')
  })

  it('is added once: a second run adds nothing', async () => {
    const page = contract.inboxPage.parse(await get(`${base}/items?limit=100`))
    expect(await addDemoData(server.database.db, server.url)).toBe(false)
    const again = contract.inboxPage.parse(await get(`${base}/items?limit=100`))
    expect(again.items).toHaveLength(page.items.length)
  })
})
