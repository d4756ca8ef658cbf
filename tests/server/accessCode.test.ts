// The access code modal's endpoints: code validation and the candidate token a code buys.
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { demo } from '../../server/demo/seed.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile } from './fileServer.ts'

const { client } = serverForThisFile({ env: { DEMO_DATA: 'true' } })

const validate = (code: string) =>
  client().get(`${pathOf('validateCode')}?code=${encodeURIComponent(code)}`)

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
      const response = await client().get(path)
      expect(response.status).toBe(400)
      expect(schemas.apiError.parse(await response.json()).fields).toEqual({
        code: [expect.any(String)],
      })
    }
  })
})

describe(`token fetch with an access code (${databaseName})`, () => {
  it('answers a short-lived candidate token for a valid code', async () => {
    const response = await client().post(pathOf('accessToken'), { code: demo.accessCode })
    expect(response.status).toBe(200)
    const { token } = schemas.accessTokenResponse.parse(await response.json())
    const claims = decodeJwt(token)
    expect(claims.aud).toBe('candidate')
    expect(claims.exp! - claims.iat!).toBe(60 * 60)
  })

  it('answers 401 for an unknown code', async () => {
    const response = await client().post(pathOf('accessToken'), { code: 'GUESS-0001' })
    expect(response.status).toBe(401)
    expect(schemas.apiError.parse(await response.json()).error).toBeTruthy()
  })

  it('validates the body', async () => {
    const response = await client().post(pathOf('accessToken'), { code: '' })
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).fields).toEqual({
      code: ['Please enter your access code.'],
    })
    expect((await client().post(pathOf('accessToken'), '{code}')).status).toBe(400)
  })
})
