// Parallel bursts against each rate limit, from one address, on one server and split between
// two servers sharing one PostgreSQL: the limit counts before the work, in the database, so no
// more than the configured number of attempts is processed however the requests arrive.
import { beforeAll, describe, expect, it } from 'vitest'
import { Client } from '../../scripts/lib/client.ts'
import { demo } from '../../server/demo/seed.ts'
import { endpointPath as pathOf } from '../../server/api/context.ts'
import { recordFigure } from './figures.ts'
import { emptyDatabase, sharedCluster, startServerProcess } from './postgres-servers.ts'

const limits = { login: 10, accessCode: 10, form: 20 }
const env = {
  RATE_LIMIT_LOGIN: String(limits.login),
  RATE_LIMIT_ACCESS_CODE: String(limits.accessCode),
  RATE_LIMIT_FORMS: String(limits.form),
}
const burstSize = 100

const cluster = sharedCluster()

let emails = 0
const bursts = [
  {
    name: 'failed sign-ins',
    limit: limits.login,
    processed: 401,
    send: (client: Client) =>
      client.post(pathOf('login'), { username: demo.username, pwd: 'a wrong guess' }),
  },
  {
    name: 'wrong access codes',
    limit: limits.accessCode,
    processed: 401,
    send: (client: Client) => client.post(pathOf('accessToken'), { code: 'NOT-A-CODE' }),
  },
  {
    name: 'subscriptions',
    limit: limits.form,
    processed: 200,
    send: (client: Client) =>
      client.post(pathOf('subscribe'), { email: `burst-${++emails}@example.com` }),
  },
]

describe.each([1, 2])('%i server(s) on one PostgreSQL', (servers) => {
  let clients: Client[]
  beforeAll(async () => {
    const databaseUrl = await emptyDatabase(cluster)
    const started = await Promise.all(
      Array.from({ length: servers }, () => startServerProcess(databaseUrl, env)),
    )
    clients = await Promise.all(started.map((server) => Client.connect(server.url)))
  })

  it.each(bursts)(
    `$name: a parallel burst of ${burstSize} gets at most the limit processed`,
    async (burst) => {
      const statuses = await Promise.all(
        Array.from({ length: burstSize }, (_, index) =>
          burst.send(clients[index % servers]!).then((response) => response.status),
        ),
      )
      const processed = statuses.filter((status) => status === burst.processed).length
      const limited = statuses.filter((status) => status === 429).length
      recordFigure({
        name: `${burstSize} parallel ${burst.name}, ${servers} server(s): processed`,
        value: processed,
        expected: `<= ${burst.limit}`,
      })
      expect(processed).toBeLessThanOrEqual(burst.limit)
      expect(processed).toBeGreaterThan(0)
      expect(processed + limited).toBe(burstSize)
    },
  )
})
