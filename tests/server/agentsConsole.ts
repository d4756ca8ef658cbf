// What the console's tests share: a server with a first administrator made by the operator
// command, sign-in, and the visitors' forms to fill the inbox.
import { expect } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import { run } from '../../server/operator/cli.ts'
import { pathOf, startTestServer, type Client, type Env, type TestServer } from './harness.ts'

export const adminPassword = 'a long admin password'
export const base = contract.agentsBase

export interface Console {
  server: TestServer
  client: Client
  club: (...args: string[]) => Promise<string>
  signIn: (username: string, password: string) => Promise<contract.SignInResponse>
  /** The admin's token. */
  admin: string
}

export async function startConsole(env: Env = {}): Promise<Console> {
  const server = await startTestServer({ env: { RATE_LIMIT_FORMS: '1000', ...env } })
  const client = await server.client()
  const club = (...args: string[]) =>
    run([...args, '--url', server.url], { DATA_DIR: server.dataDir })
  await club('create-admin', 'ada', '--name', 'Ada Admin', '--password', adminPassword)
  const signIn = async (username: string, password: string) => {
    const response = await client.post(`${base}/session`, { username, password })
    expect(response.status).toBe(200)
    return contract.signInResponse.parse(await response.json())
  }
  const { token } = await signIn('ada', adminPassword)
  return { server, client, club, signIn, admin: token }
}

/** One visitor's sending of each form; answers nothing. */
export async function sendForms(client: Client, who: { name: string; email: string }) {
  const sent = [
    await client.post(pathOf('subscribe'), { email: who.email }),
    await client.post(pathOf('registerMember'), {
      fullName: who.name,
      email: who.email,
      role: 'Engineer',
      referralName: 'Avery',
    }),
    await client.post(pathOf('reachOut'), {
      fullName: who.name,
      email: who.email,
      content: 'Hello there',
    }),
    await client.post(pathOf('requestInvitation'), { contactInfo: who.email }),
  ]
  for (const response of sent)
    expect(response.status, await response.clone().text()).toBeLessThan(300)
}

/** The first inbox item of `kind` that the search `q` finds, as the administrator sees it. */
export async function findItem(app: Console, kind: contract.ItemKind, q: string) {
  const response = await app.client.get(`${base}/items?kind=${kind}&q=${encodeURIComponent(q)}`, {
    token: app.admin,
  })
  const [item] = contract.inboxPage.parse(await response.json()).items
  expect(item, `${kind} ${q}`).toBeDefined()
  return item!
}
