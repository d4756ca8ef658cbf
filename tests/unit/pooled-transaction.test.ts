// A transaction whose BEGIN fails (its pooled connection was killed a moment before: a failover,
// pg_terminate_backend) must give its connection back to the pool. Drizzle 0.45.4 runs BEGIN
// before the try/finally that releases the client (drizzle-orm issues 6023, 6241, 6341): each
// such failure kept one of the pool's ten connections for good, and after ten every request
// waited for a connection and answered 503 until a restart (the fault suite saw it in CI).
// patches/drizzle-orm+0.45.4.patch moves BEGIN inside; this test fails without it.
import { drizzle } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

/** A pool whose one client fails the statements named in `failing`, counting its releases. */
function poolWithClient(failing: RegExp) {
  const sent: string[] = []
  let released = 0
  const client = {
    async query(query: string | { text: string }) {
      const text = typeof query === 'string' ? query : query.text
      sent.push(text)
      if (failing.test(text)) throw new Error('Connection terminated unexpectedly')
      return { rows: [], rowCount: 0, command: '', fields: [] }
    },
    release: () => void released++,
  }
  const pool = new pg.Pool()
  // The stand-in client has only what a transaction uses.
  pool.connect = (async () => client) as never
  return { pool, sent, released: () => released }
}

describe('a pooled transaction (patched Drizzle)', () => {
  it('gives its connection back when BEGIN fails, and sends no ROLLBACK', async () => {
    const { pool, sent, released } = poolWithClient(/^begin/)
    const db = drizzle({ client: pool })
    let ran = false
    await expect(db.transaction(async () => void (ran = true))).rejects.toThrow()
    expect(ran).toBe(false)
    expect(released()).toBe(1)
    expect(sent).toEqual(['begin'])
  })

  it('still rolls back and gives the connection back when the work fails', async () => {
    const { pool, sent, released } = poolWithClient(/^insert/)
    const db = drizzle({ client: pool })
    await expect(
      db.transaction((tx) => tx.execute(sql`insert into t values (1)`)),
    ).rejects.toThrow()
    expect(sent).toEqual(['begin', 'insert into t values (1)', 'rollback'])
    expect(released()).toBe(1)
  })

  it('commits and gives the connection back when all goes well', async () => {
    const { pool, sent, released } = poolWithClient(/^never/)
    const db = drizzle({ client: pool })
    await db.transaction((tx) => tx.execute(sql`select 1`))
    expect(sent).toEqual(['begin', 'select 1', 'commit'])
    expect(released()).toBe(1)
  })
})
