// Column helpers for ConsoleTable: each gives TanStack Table a column (its value for sorting,
// its cell as the console draws it), so that every table writes dates, statuses and counts alike.
import type { ReactNode } from 'react'
import type { ColumnDef, RowData } from '@tanstack/react-table'
import { DateCell, StatusChip } from './cells'
import tableStyles from './Table.module.css'

declare module '@tanstack/react-table' {
  // The console's own column options, read by ConsoleTable.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The header is read by a screen reader only (a column of row actions or checkboxes). */
    hiddenHeader?: boolean
    /** The order the server gives, when the table cannot sort itself (the inbox, paged newest
     *  first): the header says it with aria-sort. */
    serverOrder?: 'ascending' | 'descending'
    /** The cell's class: no wrapping, muted, numeric. */
    className?: string
  }
}

/** Each column's sorting: one the table can sort by the rows shown, or none. */
type Sorting = { sortable?: boolean }

/** A column of text: sorted by that text, ignoring case. */
export function textColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  { sortable = false, className }: Sorting & { className?: string } = {},
): ColumnDef<Row, string> {
  return {
    id,
    header,
    accessorFn: value,
    enableSorting: sortable,
    sortingFn: 'text',
    meta: { className },
  }
}

/** A column of dates: short on one line, the whole date in its title; sorted by time (an ISO
 *  date's text sorts as its time does); `missing` where a row has none ("Never"). */
export function dateColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | null,
  { sortable = false, missing = '' }: Sorting & { missing?: string } = {},
): ColumnDef<Row, string> {
  return {
    id,
    header,
    accessorFn: (row) => value(row) ?? '',
    enableSorting: sortable,
    sortingFn: 'basic',
    cell: (cell) => {
      const iso = cell.getValue()
      return iso ? <DateCell iso={iso} /> : missing
    },
    meta: { className: tableStyles.nowrap },
  }
}

/** A column of item statuses, each a chip of its own colour with its label. */
export function statusColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  { sortable = false }: Sorting = {},
): ColumnDef<Row, string> {
  return {
    id,
    header,
    accessorFn: value,
    enableSorting: sortable,
    sortingFn: 'text',
    cell: (cell) => <StatusChip status={cell.getValue()} />,
    meta: { className: tableStyles.nowrap },
  }
}

/** A column of counts, written with the thousands' separator, sorted as numbers; `note` adds
 *  words after the number (an export cut short). */
export function numberColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number,
  { sortable = false, note }: Sorting & { note?: (row: Row) => string } = {},
): ColumnDef<Row, number> {
  return {
    id,
    header,
    accessorFn: value,
    enableSorting: sortable,
    sortingFn: 'basic',
    cell: (cell) => `${cell.getValue().toLocaleString('en-GB')}${note?.(cell.row.original) ?? ''}`,
  }
}

/** A column the table does not sort: controls or a composed cell (`index` is the row's place
 *  in the data given, whatever the order shown). */
export function displayColumn<Row>(
  id: string,
  header: string,
  cell: (row: Row, index: number) => ReactNode,
  { hiddenHeader = false, className }: { hiddenHeader?: boolean; className?: string } = {},
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    enableSorting: false,
    cell: (context) => cell(context.row.original, context.row.index),
    meta: { hiddenHeader, className },
  }
}
