// Several servers started at the same moment on one empty PostgreSQL database, as a
// deployment of several machines does: each applies the migrations and offers the demo data.
// All must come up, with one copy of the demo data, and each must sign the demo member in.
import { describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { demo } from '../../server/demo/seed.ts'
import { endpointPath as pathOf } from '../../server/api/context.ts'
import { recordFigure } from './figures.ts'
import {
  emptyDatabase,
  secondsSince,
  sharedCluster,
  startServerProcess,
  withClient,
} from './postgres-servers.ts'

const cluster = sharedCluster()

/** Trials per count of instances: the old race did not lose every time (three instances lost
 *  more often than two), and each trial costs seconds of the suite's three minutes. */
const trials: Record<number, number> = { 2: 1, 3: 2 }

describe.each([2, 3])('%i instances started at once on an empty database', (count) => {
  it.each(Array.from({ length: trials[count]! }, (_, index) => index + 1))(
    'all come up (trial %i)',
    async (trial) => {
      const databaseUrl = await emptyDatabase(cluster)
      const started = Date.now()
      const results = await Promise.allSettled(
        Array.from({ length: count }, () => startServerProcess(databaseUrl)),
      )
      const seconds = secondsSince(started)
      const up = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      recordFigure({
        name: `${count} instances at once on an empty database, trial ${trial}: came up`,
        value: `${up.length}/${count}`,
        expected: `${count}/${count}`,
      })
      recordFigure({
        name: `${count} instances at once, trial ${trial}: seconds until all up`,
        value: seconds,
      })
      try {
        const failures = results.flatMap((result) =>
          result.status === 'rejected' ? [String(result.reason)] : [],
        )
        expect(failures).toEqual([])

        const rows = await withClient(databaseUrl, async (client) => {
          const count = async (sql: string) => Number((await client.query(sql)).rows[0].count)
          return {
            members: await count('select count(*) from members'),
            campaigns: await count('select count(*) from campaigns'),
            codes: await count('select count(*) from access_codes'),
          }
        })
        expect(rows).toEqual({ members: 1, campaigns: 1, codes: 1 })
        for (const server of up) {
          const client = await Client.connect(server.url)
          const login = await client.post(pathOf('login'), {
            username: demo.username,
            pwd: demo.password,
          })
          expect(login.status).toBe(200)
        }
      } finally {
        await Promise.all(up.map((server) => server.stop()))
      }
    },
  )
})
