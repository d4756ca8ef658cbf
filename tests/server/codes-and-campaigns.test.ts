// Access codes (validation and candidate tokens) and campaign fetch by hash.
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { demo } from '../../server/demo/seed.ts'
import { databaseName, pathOf, startTestServer, type Client, type TestServer } from './harness.ts'

let server: TestServer
let client: Client

beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_DATA: 'true' } })
  client = await server.client()
})

const validate = (code: string) =>
  client.get(`${pathOf('validateCode')}?code=${encodeURIComponent(code)}`)

describe(`code validation (${databaseName})`, () => {
  it.each([demo.accessCode, 'welcome-2025', ` ${demo.accessCode} `])(
    'finds %j valid',
    async (code) => {
      const response = await validate(code)
      expect(response.status).toBe(200)
      expect(schemas.codeValidationResponse.parse(await response.json())).toEqual({
        isValid: true,
      })
    },
  )

  it('finds an unknown code invalid', async () => {
    const response = await validate('GUESS-0000')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ isValid: false })
  })

  it('needs a code', async () => {
    for (const path of [pathOf('validateCode'), `${pathOf('validateCode')}?code=`]) {
      const response = await client.get(path)
      expect(response.status).toBe(400)
      expect(schemas.apiError.parse(await response.json()).fields).toEqual({
        code: [expect.any(String)],
      })
    }
  })
})

describe(`token fetch with an access code (${databaseName})`, () => {
  it('answers a short-lived candidate token for a valid code', async () => {
    const response = await client.post(pathOf('accessToken'), { code: demo.accessCode })
    expect(response.status).toBe(200)
    const { token } = schemas.accessTokenResponse.parse(await response.json())
    const claims = decodeJwt(token)
    expect(claims.aud).toBe('candidate')
    expect(claims.exp! - claims.iat!).toBe(60 * 60)
  })

  it('answers 401 for an unknown code', async () => {
    const response = await client.post(pathOf('accessToken'), { code: 'GUESS-0001' })
    expect(response.status).toBe(401)
    expect(schemas.apiError.parse(await response.json()).error).toBeTruthy()
  })

  it('validates the body', async () => {
    const response = await client.post(pathOf('accessToken'), { code: '' })
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).fields).toEqual({
      code: ['Please enter your access code.'],
    })
    expect((await client.post(pathOf('accessToken'), '{code}')).status).toBe(400)
  })
})

describe(`campaign fetch (${databaseName})`, () => {
  it('answers the demo campaign, its links on this server', async () => {
    const response = await client.get(pathOf('campaign').replace(':hash', demo.campaignHash))
    expect(response.status).toBe(200)
    const campaign = schemas.campaign.parse(await response.json())
    expect(campaign.positionName).toBe('Senior Platform Engineer')
    expect(campaign.keyResponsibilities).toContain('<strong>')
    expect(campaign.mustHaveTechnologies).toContain('<li>')
    expect(campaign.interviewLink).toBe(`${server.url}/demo/interview`)
    expect(campaign.calendarLink).toBe(`${server.url}/demo/scheduler`)
  })

  it('answers 404 JSON for an unknown hash', async () => {
    const response = await client.get(pathOf('campaign').replace(':hash', 'no-such-campaign'))
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    schemas.apiError.parse(await response.json())
  })
})
