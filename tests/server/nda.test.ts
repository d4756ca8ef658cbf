// The NDA page's endpoint: onboarding completion (the acceptance recorded once, for the member
// signed in only).
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { demo } from '../../server/demo/seed.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile } from './fileServer.ts'
import { signInWith } from './signIn.ts'

const completeBoarding = pathOf('completeBoarding')

const { client } = serverForThisFile({ env: { DEMO_DATA: 'true' } })
const signIn = () => signInWith(client())

describe(`complete onboarding (${databaseName})`, () => {
  it('records the NDA acceptance once, with its time', async () => {
    const session = await signIn()
    const before = Date.now()
    const response = await client().put(
      completeBoarding,
      { username: demo.username },
      { token: session.token },
    )
    expect(response.status).toBe(200)
    const { boarding } = schemas.completeBoardingResponse.parse(await response.json())
    const acceptedAt = Date.parse(boarding.ndaAcceptedAt)
    expect(acceptedAt).toBeGreaterThan(before - 60_000)

    const again = await client().put(
      completeBoarding,
      { username: demo.username },
      { token: session.token },
    )
    const repeated = schemas.completeBoardingResponse.parse(await again.json())
    expect(repeated.boarding.ndaAcceptedAt).toBe(boarding.ndaAcceptedAt)
  })

  it("refuses another member's user name with 403", async () => {
    const session = await signIn()
    const response = await client().put(
      completeBoarding,
      { username: 'someone.else' },
      { token: session.token },
    )
    expect(response.status).toBe(403)
    schemas.apiError.parse(await response.json())
  })

  it('needs a valid access token', async () => {
    const body = { username: demo.username }
    expect((await client().put(completeBoarding, body)).status).toBe(401)
    expect((await client().put(completeBoarding, body, { token: 'not.a.token' })).status).toBe(401)
  })

  it('does not take a candidate token for a member token', async () => {
    const response = await client().post(pathOf('accessToken'), { code: demo.accessCode })
    const { token } = schemas.accessTokenResponse.parse(await response.json())
    const boarding = await client().put(completeBoarding, { username: demo.username }, { token })
    expect(boarding.status).toBe(401)
  })

  it('validates the body', async () => {
    const session = await signIn()
    const response = await client().put(
      completeBoarding,
      { username: '' },
      { token: session.token },
    )
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).fields).toEqual({
      username: ['A user name is required.'],
    })
    const malformed = await client().put(completeBoarding, '{', { token: session.token })
    expect(malformed.status).toBe(400)
  })
})
