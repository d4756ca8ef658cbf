// The console's tables (the inbox, the logs, accounts, campaigns) on TanStack Table: the
// library keeps the columns, the rows and their order; the markup and the styles stay ours.
import { memo, type HTMLAttributes, type ReactElement, type ReactNode } from 'react'
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type Header,
  type Row as TableRowModel,
  type SortingState,
} from '@tanstack/react-table'
import tableStyles from './Table.module.css'

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const

/** A column's header: its name, and where the table sorts by it, a button that sorts (the
 *  header says how with aria-sort; the arrow only shows it). */
function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const { column } = header
  const meta = column.columnDef.meta
  const name = flexRender(column.columnDef.header, header.getContext())
  const sorted = column.getIsSorted()
  return (
    <th
      scope="col"
      aria-sort={sorted ? ariaSortOf[sorted] : meta?.serverOrder}
      className={meta?.className}
    >
      {meta?.hiddenHeader ? (
        <span className="visually-hidden">{name}</span>
      ) : column.getCanSort() ? (
        <button
          type="button"
          className={tableStyles.sortButton}
          onClick={column.getToggleSortingHandler()}
        >
          {name}
          <span aria-hidden="true" className={tableStyles.sortMark} data-sorted={sorted || 'no'}>
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        name
      )}
    </th>
  )
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement>

interface BodyRowProps<Row> {
  row: TableRowModel<Row>
  // TanStack's own type for a list of columns of mixed value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  attributes?: RowAttributes
}

const sameAttributes = (a: RowAttributes = {}, b: RowAttributes = {}) => {
  const keys = Object.keys(a) as (keyof RowAttributes)[]
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** A cell's content: its column's cell called with the cell's context. Not `flexRender`, which
 *  mounts a cell function as a component: the console's views make their columns at each render
 *  (the cells close over a flag such as `busy` and the flow's `send`), so each render would be a
 *  new component type, and React would throw away every cell's DOM and draw it again: the button
 *  a keyboard had focused (Disable, Revoke) was gone, the focus with it. The cells use no hooks;
 *  a cell that follows a flow's state is a component of its own inside what the cell returns. */
function cellContent<Row>(cell: Cell<Row, unknown>): ReactNode {
  const content = cell.column.columnDef.cell
  return typeof content === 'function' ? content(cell.getContext()) : content
}

/** One body row, drawn again only when its item, its place, the columns or its attributes
 *  change: TanStack makes new row objects whenever the data changes, and a table that drew
 *  every row at each change redrew 500 of them when the inbox's cursor moved one (issue 46).
 *  Cells that follow a flow's state subscribe to it themselves. */
const BodyRow = memo(
  function BodyRow<Row>({ row, attributes }: BodyRowProps<Row>) {
    return (
      <tr {...attributes}>
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={cell.column.columnDef.meta?.className}>
            {cellContent(cell)}
          </td>
        ))}
      </tr>
    )
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.row.index === after.row.index &&
    before.columns === after.columns &&
    sameAttributes(before.attributes, after.attributes),
) as <Row>(props: BodyRowProps<Row>) => ReactElement

/**
 * A table of rows: column headers, sorting by the rows shown where a column allows it (the
 * order is how the agent reads this page, not a step of a flow: it stays in the table, and a
 * reload shows the server's order again), and `empty` instead of a table without rows. On a
 * narrow screen it scrolls sideways in its own region, which the keyboard can reach and whose
 * edges cast a shadow while there is more to see.
 */
export function ConsoleTable<Row>({
  caption,
  captionShown = false,
  columns,
  data,
  rowKey,
  initialSort = [],
  busy = false,
  rowAttributes,
  empty,
}: {
  /** The table's name: its caption, and the scrolling region's label. */
  caption: string
  /** The caption as the table's title line, or for screen readers only. */
  captionShown?: boolean
  // TanStack's own type for a list of columns of mixed value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[]
  data: Row[]
  rowKey: (row: Row) => string
  /** The order first shown, if not the data's own. */
  initialSort?: SortingState
  /** The rows are being loaded again: kept, marked busy. */
  busy?: boolean
  /** A row's attributes by its place in the data (the inbox's keyboard cursor). */
  rowAttributes?: (row: Row, index: number) => RowAttributes
  /** What shows when there is no row (EmptyState). */
  empty: ReactNode
}) {
  // The table object's functions change under it, so nothing here may memoize them (the
  // React Compiler's lint says so); the console builds without the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    initialState: { sorting: initialSort },
    enableSortingRemoval: false,
  })
  if (data.length === 0) return <>{empty}</>
  return (
    // Focusable, so that a keyboard can scroll it when it is wider than the screen.
    <div className={tableStyles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={tableStyles.table} aria-busy={busy || undefined}>
        <caption className={captionShown ? tableStyles.caption : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <BodyRow
              key={row.id}
              row={row}
              columns={columns}
              attributes={rowAttributes?.(row.original, row.index)}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
