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
 * One line of RFC 4180 CSV, with its CRLF. Text that a spreadsheet would run as a formula (it
 * starts with = + - @ or a tab) gets a leading apostrophe: what visitors type must not run on
 * the operator's machine.
 */
export function csvLine(cells: readonly (Cell | undefined)[]): string {
  const cell = (value: Cell | undefined) => {
    if (value === null || value === undefined) return ''
    let text = String(value)
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return `${cells.map(cell).join(',')}\r\n`
}

/** RFC 4180 CSV of `rows`, a header line first (see csvLine). */
export function asCsv(rows: Row[]): string {
  const columns = columnsOf(rows)
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))].map(csvLine).join('')
}
