// Each inbox kind is declared once (src/agents/kinds.ts, server/agents/kinds.ts, issue 43), but
// the SQL trigger that makes its items lives in a migration, which no type reaches. This reads
// the triggers from the migrated database (pg_trigger, pg_proc) and holds them to the registry:
// every kind has one statement-level AFTER INSERT trigger on its source table, writing that
// kind with the registry's status, title, contact and search; no trigger writes a kind the
// registry does not have; and, row by row, the registry's expressions give what the trigger
// wrote.
import { getTableName, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { itemKinds, lifecycleOfKind, type ItemKind } from '../../src/agents/kinds.ts'
import { itemLifecycleMachine } from '../../src/machines/itemLifecycle.machine.ts'
import { createAgent } from '../../server/agents/accounts.ts'
import { initialStatus, itemInsertStatement, itemSources } from '../../server/agents/kinds.ts'
import { openDatabase, type Database } from '../../server/db/database.ts'
import { addDemoInbox } from '../../server/demo/inbox.ts'
import { createStore, databaseName } from './harness.ts'

let database: Database

beforeAll(async () => {
  database = await openDatabase(await createStore())
  const agent = async (username: string, role: 'agent' | 'admin') =>
    (await createAgent(database.db, {
      username,
      displayName: username,
      password: 'a registry test password',
      role,
    }))!.id
  const agentIds = {
    admin: await agent('registry.admin', 'admin'),
    agent: await agent('registry.agent', 'agent'),
  }
  // The demo inbox: rows of every kind, inserted as the forms insert them.
  await database.db.transaction((tx) => addDemoInbox(tx, agentIds))
})

afterAll(async () => {
  await database?.close()
})

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows

interface ItemTrigger {
  table: string
  definition: string
  source: string
}

/** Every trigger whose function inserts into `items`, with its table, its definition and its
 *  function's body. */
const itemTriggers = () =>
  rowsOf<ItemTrigger>(sql`
    select c.relname as "table", pg_get_triggerdef(t.oid) as "definition", p.prosrc as "source"
    from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.prosrc ~* 'insert\\s+into\\s+items\\s*\\('
    order by c.relname`)

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The INSERT INTO items statement of a trigger function's body, on one line. */
const insertStatementOf = (source: string) =>
  oneLine(/insert\s+into\s+items\s*\([^;]*/i.exec(source)?.[0] ?? '')

/** The kind a trigger writes: the first value it selects. */
const kindWritten = (source: string) => /\bselect\s+'([^']*)'/i.exec(source)?.[1]

describe(`each kind's insert trigger is the registry's (${databaseName})`, () => {
  it.each(itemKinds)('%s: one trigger on its table, after each insert statement', async (kind) => {
    const triggers = (await itemTriggers()).filter(
      (trigger) => kindWritten(trigger.source) === kind,
    )
    expect(triggers, `the triggers writing ${kind} items`).toHaveLength(1)
    const [trigger] = triggers
    expect(trigger!.table).toBe(getTableName(itemSources[kind].table))
    // The rows a statement added are its transition table `added`: one trigger per statement.
    expect(trigger!.definition).toMatch(
      / AFTER INSERT ON \S+ REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION /,
    )
  })

  it.each(itemKinds)(
    '%s: writes the registry’s status, title, contact and search',
    async (kind) => {
      const trigger = (await itemTriggers()).find((each) => kindWritten(each.source) === kind)
      // Without a trigger, the statement to write is still shown as the one expected.
      expect(insertStatementOf(trigger?.source ?? '')).toBe(oneLine(itemInsertStatement(kind)))
    },
  )

  it('no trigger writes a kind the registry does not have', async () => {
    const triggers = await itemTriggers()
    expect(triggers.length).toBeGreaterThan(0)
    for (const trigger of triggers) {
      expect(itemKinds, `${trigger.table}'s trigger`).toContain(kindWritten(trigger.source))
    }
  })

  it('a trigger that writes another kind’s expressions would be told apart', async () => {
    // The comparison is not blind: two kinds whose expressions are the same still differ by
    // their name, and two whose names match differ by their expressions.
    const triggers = await itemTriggers()
    const registration = triggers.find((each) => kindWritten(each.source) === 'registration')!
    expect(insertStatementOf(registration.source)).not.toBe(oneLine(itemInsertStatement('message')))
    expect(insertStatementOf(registration.source)).not.toBe(
      oneLine(itemInsertStatement('registration').replace("' ' || email", "' ' || role")),
    )
  })
})

describe(`the registry's expressions give the items the triggers wrote (${databaseName})`, () => {
  it.each(itemKinds)('%s, row by row', async (kind) => {
    const { table, item } = itemSources[kind]
    const rows = await rowsOf<Record<string, string | null>>(sql`
      select ${sql.raw(item.title)} as "title", ${sql.raw(item.contact)} as "contact",
        ${sql.raw(item.search)} as "search", created_at as "createdAt",
        i.title as "itemTitle", i.contact as "itemContact", i.search as "itemSearch",
        i.received_at as "receivedAt", i.status as "status"
      from ${table} join items i on i.kind = ${kind} and i.record_id = ${table.id}
      where i.version = 0`)
    expect(
      rows.length,
      `${kind} rows of the demo inbox still in their first status`,
    ).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row).toEqual({
        ...row,
        itemTitle: row.title,
        itemContact: row.contact,
        itemSearch: row.search,
        receivedAt: row.createdAt,
        status: initialStatus(kind),
      })
    }
  })

  it.each(itemKinds)('%s: a new item starts where the lifecycle machine starts it', (kind) => {
    const actor = createActor(itemLifecycleMachine, { input: { kind } }).start()
    const family: string = lifecycleOfKind[kind as ItemKind]
    expect(actor.getSnapshot().value).toEqual({ [family]: initialStatus(kind) })
    actor.stop()
  })
})
