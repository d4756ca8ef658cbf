// The login modal's invitation request: what it answers, what it refuses, and that what arrives
// is stored exactly as sent (read back through the operator's API). Its sign-in: session.test.ts.
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile, expectFieldErrors } from './fileServer.ts'

const { client, records } = serverForThisFile()

describe(`invitation request (${databaseName})`, () => {
  it.each([['https://www.linkedin.com/in/someone-new'], ['someone@example.com']])(
    'stores %s as sent',
    async (contactInfo) => {
      const response = await client().post(pathOf('requestInvitation'), { contactInfo })
      expect(response.status).toBe(201)
      const { id } = schemas.created.parse(await response.json())
      const row = (await records('invitations')).find((stored) => stored.id === id)
      expect(row?.contactInfo).toBe(contactInfo)
    },
  )

  it('refuses an empty contact', async () => {
    await expectFieldErrors(await client().post(pathOf('requestInvitation'), { contactInfo: '' }), {
      contactInfo: ['Please enter your LinkedIn profile or email address.'],
    })
    expect((await client().post(pathOf('requestInvitation'), '')).status).toBe(400)
  })
})
