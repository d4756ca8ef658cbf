// The table of every variable in docs/operations.md ("Configuration"), written from the
// schema's entries (server/config/variables.ts) by `npm run config:table`;
// tests/unit/config-table.test.ts fails when the document's copy is not what this writes.
import { readFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { variables, type Variable } from '../../server/config/variables.ts'

export const operationsDoc = 'docs/operations.md'

export const tableStart = '<!-- config-table:start (npm run config:table writes this table) -->'
export const tableEnd = '<!-- config-table:end -->'

/** What a refusal shows of a secret's value (server/config/environment.ts). */
const secretNotes = {
  hidden: ' (a secret: a refusal never shows it)',
  credentials: ' (a refusal masks its user and password)',
}

/** A Markdown table cell: a | would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|')

export function configTable(): string {
  const rows = Object.entries(variables as Record<string, Variable>).map(
    ([name, variable]) =>
      `| \`${name}\` | ${cell(variable.fallback)} | ${cell(variable.accepts)} | ` +
      `${cell(variable.meaning)}${variable.secret ? secretNotes[variable.secret] : ''} |`,
  )
  return ['| variable | default | accepts | meaning |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  )
}

/** docs/operations.md (or `document`, its text) as it should be: its table written afresh,
 *  formatted as `prettier --check` (in `npm run lint`) wants it. */
export async function operationsWithTable(
  document = readFileSync(operationsDoc, 'utf8'),
): Promise<string> {
  return format(withTable(document, configTable()), {
    ...(await resolveConfig(operationsDoc)),
    filepath: operationsDoc,
  })
}

/** `document` with the text between the markers replaced by `table`; an error when the
 *  markers are missing. */
function withTable(document: string, table: string): string {
  const start = document.indexOf(tableStart)
  const end = document.indexOf(tableEnd)
  if (start < 0 || end < start) {
    throw new Error(`The markers ${tableStart} and ${tableEnd} are missing or out of order.`)
  }
  return `${document.slice(0, start + tableStart.length)}\n\n${table}\n\n${document.slice(end)}`
}
