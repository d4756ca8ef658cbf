// The subscribe box's endpoint: what it answers, what it refuses, and that what arrives is
// stored exactly as sent (read back through the operator's API).
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile, expectFieldErrors } from './fileServer.ts'

const { client, records } = serverForThisFile()

describe(`subscription (${databaseName})`, () => {
  it('is idempotent per address, whatever its case, with status 200 both times', async () => {
    const first = await client().post(pathOf('subscribe'), { email: 'Ada.Quill@Example.org' })
    expect(first.status).toBe(200)
    expect(schemas.subscriptionResponse.parse(await first.json())).toEqual({
      email: 'Ada.Quill@Example.org',
    })
    const again = await client().post(pathOf('subscribe'), { email: 'ada.quill@example.org' })
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
    await expectFieldErrors(await client().post(pathOf('subscribe'), { email: 'not an email' }), {
      email: ['Please enter a valid email address.'],
    })
    expect((await client().post(pathOf('subscribe'), '{"email":')).status).toBe(400)
    expect(await records('subscriptions')).toHaveLength(before)
  })
})

describe('the body', () => {
  it('must be a JSON object', async () => {
    const response = await client().post(pathOf('subscribe'), '"someone@example.com"')
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).error).toMatch(/JSON object/)
  })
})
