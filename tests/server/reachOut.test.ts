// The reach-out form's endpoint: what it answers, what it refuses, and that what arrives is
// stored exactly as sent (read back through the operator's API).
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile, expectFieldErrors } from './fileServer.ts'

const { client, records } = serverForThisFile()

describe(`reach-out (${databaseName})`, () => {
  const message = { fullName: 'Rin Okafor', email: 'rin@example.com' }

  it('stores a message of up to 500 characters and answers 200', async () => {
    const content = `Hello,\n${'a'.repeat(493)}`
    expect(content).toHaveLength(500)
    const response = await client().post(pathOf('reachOut'), { ...message, content })
    expect(response.status).toBe(200)
    const { id } = schemas.created.parse(await response.json())
    const row = (await records('messages')).find((stored) => stored.id === id)
    expect(row).toMatchObject({ ...message, content })
  })

  it('refuses 501 characters and stores nothing', async () => {
    const before = (await records('messages')).length
    await expectFieldErrors(
      await client().post(pathOf('reachOut'), { ...message, content: 'a'.repeat(501) }),
      { content: ['Please keep this to 500 characters or fewer.'] },
    )
    expect((await client().post(pathOf('reachOut'), 'content=hi')).status).toBe(400)
    expect(await records('messages')).toHaveLength(before)
  })
})

describe('the body', () => {
  it('may not exceed 64 KB', async () => {
    const response = await client().post(pathOf('reachOut'), {
      ...{ fullName: 'Big', email: 'big@example.com' },
      content: 'x'.repeat(70_000),
    })
    expect(response.status).toBe(413)
    schemas.apiError.parse(await response.json())
  })
})
