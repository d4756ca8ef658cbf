// Subscription, member registration, reach-out and invitation request: what they answer, what
// they refuse, and that what arrives is stored exactly as sent (read back through the
// operator's API).
import { beforeAll, describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { operatorBase, recordList, type RecordKind } from '../../server/operator/contract.ts'
import { databaseName, pathOf, startTestServer, type Client, type TestServer } from './harness.ts'

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startTestServer()
  client = await server.client()
})

async function records(kind: RecordKind) {
  const response = await client.get(`${operatorBase}/records/${kind}`, {
    token: server.operatorToken(),
  })
  expect(response.status).toBe(200)
  return recordList.parse(await response.json()).rows
}

async function expectFieldErrors(response: Response, fields: Record<string, string[]>) {
  expect(response.status).toBe(400)
  expect(schemas.apiError.parse(await response.json()).fields).toEqual(fields)
}

describe(`subscription (${databaseName})`, () => {
  it('is idempotent per address, whatever its case, with status 200 both times', async () => {
    const first = await client.post(pathOf('subscribe'), { email: 'Ada.Quill@Example.org' })
    expect(first.status).toBe(200)
    expect(schemas.subscriptionResponse.parse(await first.json())).toEqual({
      email: 'Ada.Quill@Example.org',
    })
    const again = await client.post(pathOf('subscribe'), { email: 'ada.quill@example.org' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ email: 'Ada.Quill@Example.org' })

    const stored = (await records('subscriptions')).filter(
      (row) => String(row.email).toLowerCase() === 'ada.quill@example.org',
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]!.email).toBe('Ada.Quill@Example.org')
  })

  it('refuses an invalid address and stores nothing', async () => {
    const before = (await records('subscriptions')).length
    await expectFieldErrors(await client.post(pathOf('subscribe'), { email: 'not an email' }), {
      email: ['Please enter a valid email address.'],
    })
    expect((await client.post(pathOf('subscribe'), '{"email":')).status).toBe(400)
    expect(await records('subscriptions')).toHaveLength(before)
  })
})

describe(`member registration (${databaseName})`, () => {
  it('stores every field exactly as sent and answers its id', async () => {
    const registration = {
      fullName: '  Jo Marlowe  ',
      email: 'jo@example.net',
      role: 'Data engineer <lead>',
      referralName: 'Sam Ortiz',
    }
    const response = await client.post(pathOf('registerMember'), registration)
    expect(response.status).toBe(201)
    const { id } = schemas.created.parse(await response.json())
    const row = (await records('registrations')).find((stored) => stored.id === id)
    expect(row).toMatchObject(registration)
  })

  it('takes a registration without a referral', async () => {
    const response = await client.post(pathOf('registerMember'), {
      fullName: 'Kai Brenner',
      email: 'kai@example.net',
      role: 'Designer',
    })
    expect(response.status).toBe(201)
    const { id } = schemas.created.parse(await response.json())
    const row = (await records('registrations')).find((stored) => stored.id === id)
    expect(row?.referralName).toBeNull()
  })

  it('lists every invalid field', async () => {
    const before = (await records('registrations')).length
    await expectFieldErrors(
      await client.post(pathOf('registerMember'), { fullName: ' ', email: 'x@y', role: 'Dev' }),
      {
        fullName: ['Please enter your full name.'],
        email: ['Please enter a valid email address.'],
      },
    )
    expect((await client.post(pathOf('registerMember'), '[')).status).toBe(400)
    expect(await records('registrations')).toHaveLength(before)
  })
})

describe(`reach-out (${databaseName})`, () => {
  const message = { fullName: 'Rin Okafor', email: 'rin@example.com' }

  it('stores a message of up to 500 characters and answers 200', async () => {
    const content = `Hello,\n${'a'.repeat(493)}`
    expect(content).toHaveLength(500)
    const response = await client.post(pathOf('reachOut'), { ...message, content })
    expect(response.status).toBe(200)
    const { id } = schemas.created.parse(await response.json())
    const row = (await records('messages')).find((stored) => stored.id === id)
    expect(row).toMatchObject({ ...message, content })
  })

  it('refuses 501 characters and stores nothing', async () => {
    const before = (await records('messages')).length
    await expectFieldErrors(
      await client.post(pathOf('reachOut'), { ...message, content: 'a'.repeat(501) }),
      { content: ['Please keep this to 500 characters or fewer.'] },
    )
    expect((await client.post(pathOf('reachOut'), 'content=hi')).status).toBe(400)
    expect(await records('messages')).toHaveLength(before)
  })
})

describe(`invitation request (${databaseName})`, () => {
  it.each([['https://www.linkedin.com/in/someone-new'], ['someone@example.com']])(
    'stores %s as sent',
    async (contactInfo) => {
      const response = await client.post(pathOf('requestInvitation'), { contactInfo })
      expect(response.status).toBe(201)
      const { id } = schemas.created.parse(await response.json())
      const row = (await records('invitations')).find((stored) => stored.id === id)
      expect(row?.contactInfo).toBe(contactInfo)
    },
  )

  it('refuses an empty contact', async () => {
    await expectFieldErrors(await client.post(pathOf('requestInvitation'), { contactInfo: '' }), {
      contactInfo: ['Please enter your LinkedIn profile or email address.'],
    })
    expect((await client.post(pathOf('requestInvitation'), '')).status).toBe(400)
  })
})

describe('the body', () => {
  it('must be a JSON object', async () => {
    const response = await client.post(pathOf('subscribe'), '"someone@example.com"')
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).error).toMatch(/JSON object/)
  })

  it('may not exceed 64 KB', async () => {
    const response = await client.post(pathOf('reachOut'), {
      ...{ fullName: 'Big', email: 'big@example.com' },
      content: 'x'.repeat(70_000),
    })
    expect(response.status).toBe(413)
    schemas.apiError.parse(await response.json())
  })
})
