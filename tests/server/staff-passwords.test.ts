// Staff passwords (issue 43, item 2b): long enough without the spaces at their ends, not blank,
// more than a few characters, not one of the most used passwords (or one with digits, symbols
// or letter swaps added), not the user name. Checked where accounts are made (the admin page,
// the operator's create-admin) and where a password is changed; each refusal is a 400 naming
// the password field.
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../src/agents/contract.ts'
import * as schemas from '../../src/api/schemas.ts'
import {
  commonPasswordMessage,
  userNamePasswordMessage,
} from '../../server/agents/passwordStrength.ts'
import { adminPassword, base, startConsole, type Console } from './agentsConsole.ts'
import { databaseName } from './harness.ts'

let app: Console
let adaId: number

const newAccount = (username: string, password: string) =>
  app.client.post(
    `${base}/accounts`,
    { username, displayName: 'Robin Vale', password, role: 'agent' },
    { token: app.admin },
  )

async function passwordRefusal(response: Response) {
  const text = await response.clone().text()
  expect(response.status, text).toBe(400)
  const { fields } = schemas.apiError.parse(await response.json())
  expect(Object.keys(fields ?? {}), text).toEqual(['password'])
  return fields!.password![0]
}

beforeAll(async () => {
  app = await startConsole()
  const me = await app.client.get(`${base}/me`, { token: app.admin })
  adaId = contract.agent.parse(await me.json()).id
})

describe(`a new staff password (${databaseName})`, () => {
  it.each([
    ['password1234', commonPasswordMessage],
    ['P@ssw0rd!!2026', commonPasswordMessage],
    ['Qwertyuiop12', commonPasswordMessage],
    ['  iloveyou  2026', commonPasswordMessage],
    ['123456789012', commonPasswordMessage],
    [' '.repeat(12), 'The password cannot be only spaces.'],
    ['   short one   ', 'The password must be at least 12 characters long.'],
    ['abababababab', 'The password must have at least 5 different characters.'],
    ['robin.vale.agent', 'The password must not be the user name.'],
    ['Robin.Vale.Agent', 'The password must not be the user name.'],
    ['robin.vale.agent2026!', userNamePasswordMessage],
  ])('%j is refused: %s', async (password, message) => {
    expect(await passwordRefusal(await newAccount('robin.vale.agent', password))).toBe(message)
  })

  it('is taken when long and uncommon, spaces inside included', async () => {
    const created = await newAccount('robin.vale.agent', 'a quiet harbour at dawn')
    expect(created.status, await created.clone().text()).toBe(201)
    const signedIn = await app.client.post(`${base}/session`, {
      username: 'robin.vale.agent',
      password: 'a quiet harbour at dawn',
    })
    expect(signedIn.status).toBe(200)
  })

  it("is checked by the operator's create-admin too; its generated password passes", async () => {
    await expect(
      app.club('create-admin', 'root.weak', '--name', 'Root Weak', '--password', 'password1234'),
    ).rejects.toThrow(commonPasswordMessage)
    await expect(
      app.club('create-admin', 'root.blank', '--name', 'Root Blank', '--password', ' '.repeat(12)),
    ).rejects.toThrow('The password cannot be only spaces.')
    const output = await app.club('create-admin', 'root.generated', '--name', 'Root Generated')
    expect(output).toMatch(/^Added administrator root\.generated \(id \d+\) with the password/)
  })

  it('is checked when an account changes its password, or an admin changes one', async () => {
    const change = (id: number, body: Record<string, string>) =>
      app.client.request('PATCH', `${base}/accounts/${id}`, { body, token: app.admin })
    expect(
      await passwordRefusal(
        await change(adaId, { password: 'letmein12345', currentPassword: adminPassword }),
      ),
    ).toBe(commonPasswordMessage)
    expect(
      await passwordRefusal(
        await change(adaId, { password: 'ada-ada-ada-ada', currentPassword: adminPassword }),
      ),
    ).toBe('The password must have at least 5 different characters.')
    const created = await newAccount('sam.agent', 'another quiet harbour')
    const sam = contract.agent.parse(await created.json())
    expect(await passwordRefusal(await change(sam.id, { password: 'sam.agent.2026' }))).toBe(
      userNamePasswordMessage,
    )
    const accepted = await change(sam.id, { password: 'a lighthouse keeper' })
    expect(accepted.status, await accepted.clone().text()).toBe(200)
  })
})
