// Sign-in, token refresh (rotation and reuse detection) and log-out. Onboarding completion:
// nda.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { createTokenService } from '../../server/auth/tokens.ts'
import { demo } from '../../server/demo/seed.ts'
import { databaseName, pathOf } from './harness.ts'
import { serverForThisFile } from './fileServer.ts'
import { demoCredentials, signInWith } from './signIn.ts'

const login = pathOf('login')
const refresh = pathOf('refresh')
const logout = pathOf('logout')
const completeBoarding = pathOf('completeBoarding')

const { server, client } = serverForThisFile({ env: { DEMO_DATA: 'true' } })
const signIn = () => signInWith(client())

/** The session id an access token names. */
const sessionOf = (token: string): number =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid

/** The answers of the two calls a token opens: onboarding (access) and refresh (both). */
async function tokensWork(session: schemas.LoginResponse) {
  const boarding = await client().put(
    completeBoarding,
    { username: demo.username },
    { token: session.token },
  )
  const refreshed = await client().post(
    refresh,
    { refreshToken: session.user_login.refresh_token },
    { token: session.token },
  )
  return { access: boarding.status, refresh: refreshed.status }
}

/** A token service with the server's own secret, to make tokens the server did not issue. */
function tokensOfServer(now?: () => number) {
  return createTokenService(readFileSync(join(server().dataDir, 'jwt-secret'), 'utf8'), now)
}

describe(`login (${databaseName})`, () => {
  it('answers id, token and user_login for the right password', async () => {
    const session = await signIn()
    expect(session.user_login).toMatchObject({ first_name: 'Avery', last_name: 'Stone' })
    expect(session.user_login.refresh_token.length).toBeGreaterThan(20)
    expect(session.id).toBeGreaterThan(0)
    const [, payload] = session.token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    expect(claims.sub).toBe(String(session.id))
    // Valid for 4 hours: longer than the site's 3-hour refresh timer.
    expect(claims.exp - claims.iat).toBe(4 * 60 * 60)
  })

  it('matches the user name without regard to case', async () => {
    const response = await client().post(login, { ...demoCredentials, username: 'Demo.Member' })
    expect(response.status).toBe(200)
  })

  it('answers a wrong password and an unknown user alike', async () => {
    const wrongPassword = await client().post(login, { ...demoCredentials, pwd: 'not-it' })
    const unknownUser = await client().post(login, { username: 'nobody.here', pwd: 'not-it' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownUser.status).toBe(401)
    expect(await wrongPassword.json()).toEqual(await unknownUser.json())
  })

  it('lists what is missing per field', async () => {
    const response = await client().post(login, { username: '  ' })
    expect(response.status).toBe(400)
    const body = schemas.apiError.parse(await response.json())
    expect(body.fields).toEqual({
      username: ['Please enter your user name.'],
      pwd: ['Invalid input'],
    })
  })

  it('answers malformed JSON with 400', async () => {
    const response = await client().post(login, '{"username": "demo.member",')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' })
  })
})

describe(`refresh (${databaseName})`, () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const session = await signIn()
    const response = await client().post(
      refresh,
      { refreshToken: session.user_login.refresh_token },
      { token: session.token },
    )
    expect(response.status).toBe(200)
    const rotated = schemas.refreshResponse.parse(await response.json())
    expect(rotated.refreshToken).toBeDefined()
    expect(rotated.refreshToken).not.toBe(session.user_login.refresh_token)
    // A new access token even within the second the first was issued in.
    expect(rotated.token).not.toBe(session.token)
    // The new pair works in turn.
    const again = await client().post(
      refresh,
      { refreshToken: rotated.refreshToken },
      { token: rotated.token },
    )
    expect(again.status).toBe(200)
  })

  it('refuses a reused refresh token and ends its whole session', async () => {
    const session = await signIn()
    const first = await client().post(
      refresh,
      { refreshToken: session.user_login.refresh_token },
      { token: session.token },
    )
    const rotated = schemas.refreshResponse.parse(await first.json())

    const reuse = await client().post(
      refresh,
      { refreshToken: session.user_login.refresh_token },
      { token: session.token },
    )
    expect(reuse.status).toBe(401)
    schemas.apiError.parse(await reuse.json())

    // The session's newest refresh token and its access tokens are refused from now on.
    const next = await client().post(
      refresh,
      { refreshToken: rotated.refreshToken },
      { token: rotated.token },
    )
    expect(next.status).toBe(401)
    const boarding = await client().put(
      completeBoarding,
      { username: demo.username },
      { token: rotated.token },
    )
    expect(boarding.status).toBe(401)

    // Other sessions of the same member go on.
    const other = await signIn()
    const otherBoarding = await client().put(
      completeBoarding,
      { username: demo.username },
      { token: other.token },
    )
    expect(otherBoarding.status).toBe(200)
  })

  it('takes two simultaneous uses of a refresh token for a reuse', async () => {
    const session = await signIn()
    const use = () =>
      client().post(
        refresh,
        { refreshToken: session.user_login.refresh_token },
        { token: session.token },
      )
    const responses = await Promise.all([use(), use()])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401])
    // The second one was a reuse: the session has ended, the winner's new tokens with it.
    const winner = schemas.refreshResponse.parse(
      await responses.find((response) => response.ok)!.json(),
    )
    const next = await client().post(
      refresh,
      { refreshToken: winner.refreshToken },
      { token: winner.token },
    )
    expect(next.status).toBe(401)
  })

  it('accepts an expired access token that the server signed', async () => {
    const session = await signIn()
    const [, payload] = session.token.split('.')
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const fiveHoursAgo = () => Date.now() - 5 * 60 * 60 * 1000
    const expired = await tokensOfServer(fiveHoursAgo).signAccess({
      memberId: session.id,
      sessionId: sid,
    })
    const boarding = await client().put(
      completeBoarding,
      { username: demo.username },
      { token: expired },
    )
    expect(boarding.status).toBe(401)
    const response = await client().post(
      refresh,
      { refreshToken: session.user_login.refresh_token },
      { token: expired },
    )
    expect(response.status).toBe(200)
  })

  it('refuses a token signed with another secret, or none at all', async () => {
    const session = await signIn()
    const forged = await createTokenService('another secret of enough length!').signAccess({
      memberId: session.id,
      sessionId: 1,
    })
    const body = { refreshToken: session.user_login.refresh_token }
    expect((await client().post(refresh, body, { token: forged })).status).toBe(401)
    expect((await client().post(refresh, body)).status).toBe(401)
  })

  it("refuses another session's refresh token", async () => {
    const mine = await signIn()
    const theirs = await signIn()
    const response = await client().post(
      refresh,
      { refreshToken: theirs.user_login.refresh_token },
      { token: mine.token },
    )
    expect(response.status).toBe(401)
  })

  it('validates the body', async () => {
    const session = await signIn()
    const response = await client().post(refresh, {}, { token: session.token })
    expect(response.status).toBe(400)
    expect(schemas.apiError.parse(await response.json()).fields).toHaveProperty('refreshToken')
    const malformed = await client().post(refresh, 'not json', { token: session.token })
    expect(malformed.status).toBe(400)
  })
})

describe(`log out (${databaseName})`, () => {
  const logOut = (session: schemas.LoginResponse, token = session.token) =>
    client().post(logout, { refreshToken: session.user_login.refresh_token }, { token })

  it('ends the session: its access token and its refresh token are refused afterwards', async () => {
    const session = await signIn()
    const response = await logOut(session)
    expect(response.status).toBe(200)
    expect(schemas.logoutResponse.parse(await response.json())).toEqual({ loggedOut: true })
    expect(await tokensWork(session)).toEqual({ access: 401, refresh: 401 })
  })

  it('ends only that session', async () => {
    const leaving = await signIn()
    const staying = await signIn()
    expect((await logOut(leaving)).status).toBe(200)
    expect(await tokensWork(staying)).toEqual({ access: 200, refresh: 200 })
  })

  it('answers the same when the session has already ended', async () => {
    const session = await signIn()
    expect((await logOut(session)).status).toBe(200)
    const again = await logOut(session)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ loggedOut: true })
  })

  it('takes an expired access token that the server signed', async () => {
    const session = await signIn()
    const fiveHoursAgo = () => Date.now() - 5 * 60 * 60 * 1000
    const expired = await tokensOfServer(fiveHoursAgo).signAccess({
      memberId: session.id,
      sessionId: sessionOf(session.token),
    })
    expect((await logOut(session, expired)).status).toBe(200)
    expect(await tokensWork(session)).toEqual({ access: 401, refresh: 401 })
  })

  it("refuses another session's refresh token and leaves both sessions open", async () => {
    const mine = await signIn()
    const theirs = await signIn()
    const response = await client().post(
      logout,
      { refreshToken: theirs.user_login.refresh_token },
      { token: mine.token },
    )
    expect(response.status).toBe(401)
    schemas.apiError.parse(await response.json())
    expect(await tokensWork(mine)).toEqual({ access: 200, refresh: 200 })
    expect(await tokensWork(theirs)).toEqual({ access: 200, refresh: 200 })
  })

  it('needs an access token the server signed, and a refresh token in the body', async () => {
    const session = await signIn()
    const body = { refreshToken: session.user_login.refresh_token }
    const forged = await createTokenService('another secret of enough length!').signAccess({
      memberId: session.id,
      sessionId: sessionOf(session.token),
    })
    expect((await client().post(logout, body)).status).toBe(401)
    expect((await client().post(logout, body, { token: forged })).status).toBe(401)
    const empty = await client().post(logout, {}, { token: session.token })
    expect(empty.status).toBe(400)
    expect(schemas.apiError.parse(await empty.json()).fields).toHaveProperty('refreshToken')
    expect(await tokensWork(session)).toEqual({ access: 200, refresh: 200 })
  })
})
