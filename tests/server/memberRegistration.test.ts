// The invitation request form's endpoint (member registration): what it answers, what it
// refuses, and that what arrives is stored exactly as sent (read back through the operator's API).
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile, expectFieldErrors } from './fileServer.ts'

const { client, records } = serverForThisFile()

describe(`member registration (${databaseName})`, () => {
  it('stores every field exactly as sent and answers its id', async () => {
    const registration = {
      fullName: '  Jo Marlowe  ',
      email: 'jo@example.net',
      role: 'Data engineer <lead>',
      referralName: 'Sam Ortiz',
    }
    const response = await client().post(pathOf('registerMember'), registration)
    expect(response.status).toBe(201)
    const { id } = schemas.created.parse(await response.json())
    const row = (await records('registrations')).find((stored) => stored.id === id)
    expect(row).toMatchObject(registration)
  })

  it('takes a registration without a referral', async () => {
    const response = await client().post(pathOf('registerMember'), {
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
      await client().post(pathOf('registerMember'), { fullName: ' ', email: 'x@y', role: 'Dev' }),
      {
        fullName: ['Please enter your full name.'],
        email: ['Please enter a valid email address.'],
      },
    )
    expect((await client().post(pathOf('registerMember'), '[')).status).toBe(400)
    expect(await records('registrations')).toHaveLength(before)
  })
})
