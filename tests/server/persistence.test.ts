// What survives a restart, the demo data on a fresh store, and the data directory's lock.
import { execFile } from 'node:child_process'
import { rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import * as schemas from '../../src/api/schemas.ts'
import { loadConfig } from '../../server/config.ts'
import { DataDirLockedError, lockName } from '../../server/db/lock.ts'
import { demoInbox } from '../../server/demo/inbox.ts'
import { demo } from '../../server/demo/seed.ts'
import { operatorBase, recordList } from '../../server/operator/contract.ts'
import { startServer } from '../../server/server.ts'
import {
  builtServer,
  createStore,
  databaseName,
  pathOf,
  postgresUrl,
  startTestServer,
  testEnv,
} from './harness.ts'

describe(`a restart (${databaseName})`, () => {
  it('keeps what was written, sessions included, and does not add the demo data again', async () => {
    // A store with nothing in it yet: the server creates the database and migrates it.
    const store = await createStore({ fresh: true })
    const first = await startTestServer({ store, env: { DEMO_DATA: 'true' } })
    expect(first.demoDataAdded).toBe(true)
    let client = await first.client()
    expect((await client.post(pathOf('subscribe'), { email: 'Keep.Me@Example.com' })).status).toBe(
      200,
    )
    const registration = { fullName: 'Noor Haddad', email: 'noor@example.com', role: 'SRE' }
    expect((await client.post(pathOf('registerMember'), registration)).status).toBe(201)
    const login = await client.post(pathOf('login'), {
      username: demo.username,
      pwd: demo.password,
    })
    const session = schemas.loginResponse.parse(await login.json())
    await first.close()

    const second = await startTestServer({ store, env: { DEMO_DATA: 'true' } })
    expect(second.demoDataAdded).toBe(false)
    client = await second.client()
    const token = second.operatorToken()
    const rows = async (kind: string) => {
      const response = await client.get(`${operatorBase}/records/${kind}`, { token })
      return recordList.parse(await response.json()).rows
    }
    // The demo inbox's rows once (not added again), then what was written.
    const demoForms = (kind: string) =>
      demoInbox.flatMap(({ form }) => (form.kind === kind ? [form] : []))
    expect((await rows('subscriptions')).map((row) => row.email)).toEqual([
      ...demoForms('subscription').map((form) => ('email' in form ? form.email : '')),
      'Keep.Me@Example.com',
    ])
    const registrations = await rows('registrations')
    expect(registrations).toHaveLength(demoForms('registration').length + 1)
    expect(registrations.at(-1)).toEqual(
      expect.objectContaining({ ...registration, referralName: null }),
    )
    // The signing secret and the refresh token outlive the process.
    const refreshed = await client.post(
      pathOf('refresh'),
      { refreshToken: session.user_login.refresh_token },
      { token: session.token },
    )
    expect(refreshed.status).toBe(200)
    // The demo campaign's links follow the server to its new address.
    const campaign = await client.get(pathOf('campaign').replace(':hash', demo.campaignHash))
    expect(schemas.campaign.parse(await campaign.json()).interviewLink).toBe(
      `${second.url}/demo/interview`,
    )
  })

  it('points the demo links at PUBLIC_URL when it is set', async () => {
    const server = await startTestServer({ env: { PUBLIC_URL: 'https://club.example.org/' } })
    const client = await server.client()
    const response = await client.get(pathOf('campaign').replace(':hash', demo.campaignHash))
    expect(schemas.campaign.parse(await response.json())).toMatchObject({
      interviewLink: 'https://club.example.org/demo/interview',
      calendarLink: 'https://club.example.org/demo/scheduler',
    })
  })

  it('adds no demo data in production unless asked for', async () => {
    const server = await startTestServer({ env: { NODE_ENV: 'production' } })
    expect(server.demoDataAdded).toBe(false)
    const client = await server.client()
    const login = await client.post(pathOf('login'), {
      username: demo.username,
      pwd: demo.password,
    })
    expect(login.status).toBe(401)
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true)
  })
})

// PGlite's own: the run on PostgreSQL (DATABASE_URL) would repeat it unchanged.
describe.skipIf(postgresUrl)('the data directory lock (PGlite)', () => {
  it('stops a second server on the same directory with a clear message', async () => {
    const store = await createStore({ pglite: true })
    await startTestServer({ store })
    const second = startServer(loadConfig(testEnv(store)))
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError)
    await expect(second).rejects.toThrow(/in use by another server \(process \d+\)/)

    // The same from another process: `npm start` exits with the message.
    const exec = promisify(execFile)
    const otherProcess = exec(process.execPath, [builtServer()], {
      env: { ...process.env, ...testEnv(store) } as NodeJS.ProcessEnv,
    })
    await expect(otherProcess).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`The data directory ${store.dataDir} is in use`),
    })
  })

  it('is released when the server stops, and a note left by a dead holder is no lock', async () => {
    const store = await createStore({ pglite: true })
    const first = await startTestServer({ store })
    await first.close()
    const second = await startTestServer({ store })
    await second.close()

    // After a kill -9 in a container the next server often has the dead one's PID (PID 1):
    // the note then names a live process, this one, and must not stop the start.
    writeFileSync(join(store.dataDir, 'server.lock'), String(process.pid))
    const third = await startTestServer({ store })
    expect((await (await third.client()).get('/api/health')).status).toBe(200)
  })

  it('is one kernel name per directory, whatever path leads to it; none outside Linux and Windows', async () => {
    const store = await createStore({ pglite: true })
    const link = `${store.dataDir}-link`
    symlinkSync(store.dataDir, link)
    try {
      expect(lockName(link)).toBe(lockName(store.dataDir))
      expect(lockName(store.dataDir, 'linux')).toMatch(/^\0nova-club:[0-9a-f]{32}$/)
      expect(lockName(store.dataDir, 'win32')).toMatch(/^\\\\\?\\pipe\\nova-club-[0-9a-f]{32}$/)
      expect(lockName(store.dataDir, 'darwin')).toBeUndefined()
    } finally {
      rmSync(link)
    }
  })
})
