// The table of every environment variable in docs/operations.md is written from the config
// schema (npm run config:table): this is how `npm test` finds it stale.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { configTable, operationsDoc, operationsWithTable } from '../../scripts/lib/config-table.ts'
import { variables } from '../../server/config/variables.ts'

describe('the table of variables in docs/operations.md', () => {
  it('is the one the schema writes (run npm run config:table when this fails)', async () => {
    // Line by line: a failure shows the rows that differ.
    const written = (await operationsWithTable()).split('\n')
    expect(readFileSync(operationsDoc, 'utf8').split('\n')).toEqual(written)
  })

  it('has a row for every variable the schema reads, with its default and what it accepts', () => {
    const table = configTable()
    for (const [name, variable] of Object.entries(variables)) {
      const row = table.split('\n').find((line) => line.startsWith(`| \`${name}\` |`))
      expect(row, name).toContain(variable.accepts)
      expect(row, name).toContain(variable.fallback)
    }
  })

  it('replaces a stale table between its markers, and only it', async () => {
    const document = readFileSync(operationsDoc, 'utf8')
    const stale = document.replace(/\| `TRUST_PROXY` .*\n/, '').replace('`PORT` ', '`PROT` ')
    expect(stale).not.toBe(document)
    expect(await operationsWithTable(stale)).toBe(await operationsWithTable(document))
  })
})
