// The demo member's sign-in, for the tests of what a member's tokens open.
import { expect } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { demo } from '../../server/demo/seed.ts'
import { pathOf, type Client } from './harness.ts'

export const demoCredentials = { username: demo.username, pwd: demo.password }

/** Signs the demo member in (expecting 200) and answers the session. */
export async function signInWith(client: Client) {
  const response = await client.post(pathOf('login'), demoCredentials)
  expect(response.status).toBe(200)
  return schemas.loginResponse.parse(await response.json())
}
