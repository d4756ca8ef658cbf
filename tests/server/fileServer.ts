// One test server per test file, started before its tests, and what the form tests read back
// through the operator's API. `server()` and `client()` are the file's, once started.
import { beforeAll, expect } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { operatorBase, recordList, type RecordKind } from '../../server/operator/contract.ts'
import { startTestServer, type Client, type TestServer } from './harness.ts'

export function serverForThisFile(options: Parameters<typeof startTestServer>[0] = {}) {
  let running: { server: TestServer; client: Client } | undefined
  beforeAll(async () => {
    const server = await startTestServer(options)
    running = { server, client: await server.client() }
  })
  const server = () => running!.server
  const client = () => running!.client

  /** The rows of one kind, as the operator lists them. */
  async function records(kind: RecordKind) {
    const response = await client().get(`${operatorBase}/records/${kind}`, {
      token: server().operatorToken(),
    })
    expect(response.status).toBe(200)
    return recordList.parse(await response.json()).rows
  }

  return { server, client, records }
}

/** A 400 whose `fields` are exactly these. */
export async function expectFieldErrors(response: Response, fields: Record<string, string[]>) {
  expect(response.status).toBe(400)
  expect(schemas.apiError.parse(await response.json()).fields).toEqual(fields)
}
