// Rows as a table for the terminal, or as CSV for a spreadsheet.

type Cell = string | number | null
export type Row = Record<string, Cell>

const maxCellWidth = 60

function columnsOf(rows: Row[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))]
}

/** One line per row, columns aligned; long or multi-line text is shortened. */
export function asTable(rows: Row[]): string {
  if (rows.length === 0) return '(none)'
  const columns = columnsOf(rows)
  const shown = (cell: Cell | undefined) => {
    const text = String(cell ?? '').replace(/\s+/g, ' ')
    return text.length > maxCellWidth ? `${text.slice(0, maxCellWidth - 1)}…` : text
  }
  const lines = [columns, ...rows.map((row) => columns.map((column) => shown(row[column])))]
  const widths = columns.map((_, index) => Math.max(...lines.map((line) => line[index]!.length)))
  return lines
    .map((line) =>
      line
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/**
 * RFC 4180 CSV. Text that a spreadsheet would run as a formula (it starts with = + - @ or a
 * tab) gets a leading apostrophe: what visitors type must not run on the operator's machine.
 */
export function asCsv(rows: Row[]): string {
  const columns = columnsOf(rows)
  const cell = (value: Cell | undefined) => {
    if (value === null || value === undefined) return ''
    let text = String(value)
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  const lines = [columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n'
}
