// The console's table (src/agents/table): headers, sorting and its aria-sort, the empty state,
// the status chips' colours and the short dates; and the inbox's counts that filter it.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import { ConsoleTable } from '../../src/agents/table/ConsoleTable'
import { dateColumn, displayColumn, textColumn } from '../../src/agents/table/columns'
import { EmptyState } from '../../src/agents/table/EmptyState'
import { BreakableText, statusTones } from '../../src/agents/table/cells'
import { formatShortTime, formatTime } from '../../src/agents/format'
import { agentInboxMachine } from '../../src/machines/agentInbox.machine'
import { agentExportMachine } from '../../src/machines/agentExport.machine'
import { InboxView } from '../../src/agents/InboxView'
import type { InboxPage, InboxQuery } from '../../src/agents/contract'
import { dana, firstPage } from '../support/agents'

type Person = { id: number; name: string; joined: string }
const people: Person[] = [
  { id: 1, name: 'Noor', joined: '2026-03-02T10:00:00.000Z' },
  { id: 2, name: 'ada', joined: '2026-01-15T08:30:00.000Z' },
  { id: 3, name: 'Mika', joined: '2025-12-24T18:45:00.000Z' },
]
const columns = [
  textColumn<Person>('name', 'Name', (person) => person.name, { sortable: true }),
  dateColumn<Person>('joined', 'Joined', (person) => person.joined, { sortable: true }),
  displayColumn<Person>(
    'act',
    'Act',
    (person) => <button type="button">Edit {person.name}</button>,
    {
      hiddenHeader: true,
    },
  ),
]
const renderPeople = (data = people) =>
  render(
    <ConsoleTable
      caption="People"
      columns={columns}
      data={data}
      rowKey={(person) => String(person.id)}
      empty={<EmptyState message="Nobody yet." detail="People appear here once they join." />}
    />,
  )
const names = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })

describe('ConsoleTable', () => {
  test('a real table: a caption, column headers with scope, one row per item in the given order', () => {
    renderPeople()
    const table = screen.getByRole('table', { name: 'People' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((cell) => cell.textContent)).toEqual(['Name↕', 'Joined↕', 'Act'])
    for (const cell of headers) expect(cell).toHaveAttribute('scope', 'col')
    // A header only for screen readers (a column of controls).
    expect(headers[2]!.firstElementChild).toHaveClass('visually-hidden')
    expect(names()).toEqual(['Noor', 'ada', 'Mika'])
    // The scrolling region the keyboard can reach, named as the table is.
    const region = screen.getByRole('region', { name: 'People' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(table)
  })

  test('a header button sorts the rows shown, and aria-sort says how; the keyboard sorts too', async () => {
    const user = userEvent.setup()
    renderPeople()
    expect(header('Name')).not.toHaveAttribute('aria-sort')
    await user.click(within(header('Name')).getByRole('button', { name: /Name/ }))
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending')
    expect(names()).toEqual(['ada', 'Mika', 'Noor']) // ignoring case
    await user.click(within(header('Name')).getByRole('button', { name: /Name/ }))
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending')
    expect(names()).toEqual(['Noor', 'Mika', 'ada'])
    // Another column: only it is marked sorted; Enter on its focused button sorts by time.
    within(header('Joined')).getByRole('button').focus()
    await user.keyboard('{Enter}')
    expect(header('Name')).not.toHaveAttribute('aria-sort')
    expect(header('Joined')).toHaveAttribute('aria-sort', 'ascending')
    expect(names()).toEqual(['Mika', 'ada', 'Noor'])
    // Never back to "unsorted" on a third press: a header toggles between its two orders.
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(header('Joined')).toHaveAttribute('aria-sort', 'ascending')
  })

  test('a date cell is short on one line, with its whole date in its title and dateTime', () => {
    renderPeople()
    const time = screen.getAllByRole('row')[1]!.querySelector('time')!
    expect(time).toHaveAttribute('dateTime', people[0]!.joined)
    expect(time).toHaveAttribute('title', formatTime(people[0]!.joined))
    expect(time.textContent).toBe(formatShortTime(people[0]!.joined))
  })

  test("a change of one row's attributes draws that row again, not the others", () => {
    // A cell that counts its drawings: the inbox's cursor move had drawn every row shown.
    const drawn = new Map<number, number>()
    const counted = [
      displayColumn<Person>('name', 'Name', (person) => {
        drawn.set(person.id, (drawn.get(person.id) ?? 0) + 1)
        return person.name
      }),
    ]
    const table = (cursor: number, data = people) => (
      <ConsoleTable
        caption="People"
        columns={counted}
        data={data}
        rowKey={(person) => String(person.id)}
        rowAttributes={(_person, index) => ({
          className: 'person',
          'data-cursor': index === cursor || undefined,
        })}
        empty={null}
      />
    )
    const { rerender } = render(table(0))
    expect([...drawn.values()]).toEqual([1, 1, 1])
    rerender(table(1))
    expect(Object.fromEntries(drawn)).toEqual({ 1: 2, 2: 2, 3: 1 })
    // Rows appended (Load more): only the new one is drawn.
    rerender(table(1, [...people, { id: 4, name: 'Ilse', joined: '2025-11-01T09:00:00.000Z' }]))
    expect(Object.fromEntries(drawn)).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1 })
  })

  test("columns made again at each render (a view's busy flag) keep each row's button and its focus", () => {
    // As the accounts and the candidates make them: cells that close over the view's state.
    const columnsWhile = (busy: boolean) => [
      textColumn<Person>('name', 'Name', (person) => person.name),
      displayColumn<Person>('act', 'Act', (person) => (
        <button type="button" aria-disabled={busy || undefined}>
          Disable {person.name}
        </button>
      )),
    ]
    const table = (busy: boolean) => (
      <ConsoleTable
        caption="People"
        columns={columnsWhile(busy)}
        data={people}
        rowKey={(person) => String(person.id)}
        empty={null}
      />
    )
    const { rerender } = render(table(false))
    const pressed = screen.getByRole('button', { name: 'Disable Mika' })
    pressed.focus()
    // The press makes the view busy: its columns are new, the button the same, still focused.
    rerender(table(true))
    expect(screen.getByRole('button', { name: 'Disable Mika' })).toBe(pressed)
    expect(pressed).toHaveAttribute('aria-disabled', 'true')
    expect(document.activeElement).toBe(pressed)
  })

  test('without rows: the designed empty state, said as a status, and no table', () => {
    renderPeople([])
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Nobody yet.')
    expect(screen.getByText('People appear here once they join.')).toBeVisible()
  })
})

test('an address wraps before its @ and each / of a path, its text whole', () => {
  const { container } = render(
    <p>
      <BreakableText text="mira.okafor@example.com" />{' '}
      <BreakableText text="https://x.example/in/a" />
    </p>,
  )
  expect(container.textContent).toBe('mira.okafor@example.com https://x.example/in/a')
  expect(container.innerHTML).toBe(
    '<p>mira.okafor<wbr>@example.com https://x.example<wbr>/in<wbr>/a</p>',
  )
})

describe('formatShortTime', () => {
  const now = Date.parse('2026-12-06T09:00:00.000Z')
  test('this year: day, month and the time (UTC); an earlier year: day, month and year', () => {
    expect(formatShortTime('2026-11-27T14:05:00.000Z', now)).toBe('27 Nov, 14:05')
    expect(formatShortTime('2026-01-01T00:30:00.000Z', now)).toBe('1 Jan, 00:30')
    expect(formatShortTime('2025-12-31T23:59:00.000Z', now)).toBe('31 Dec 2025')
    expect(formatShortTime('not a date', now)).toBe('not a date')
  })
})

/** WCAG's relative luminance and contrast ratio of two #rrggbb colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('status chips', () => {
  const css = readFileSync('src/agents/table/Table.module.css', 'utf8')
  const tones = [...new Set(Object.values(statusTones))]
  const chip = (tone: string) => {
    const rule = new RegExp(`\\.chip\\[data-tone='${tone}'\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? ''
    const value = (property: string) =>
      new RegExp(`(?:^|;|\\s)${property}: (#[0-9a-f]{6})`).exec(rule)?.[1]
    return { color: value('color'), background: value('background') }
  }

  test.each(tones)('the %s chip keeps its words readable: at least 4.5:1', (tone) => {
    const { color, background } = chip(tone)
    expect(color, tone).toMatch(/^#/)
    expect(background, tone).toMatch(/^#/)
    expect(contrast(color!, background!)).toBeGreaterThanOrEqual(4.5)
  })

  test('each colour family has colours of its own', () => {
    const colours = tones.map((tone) => chip(tone).color)
    expect(new Set(colours).size).toBe(tones.length)
    expect(tones.length).toBeGreaterThanOrEqual(6)
  })
})

describe('the inbox', () => {
  const startInbox = (page: InboxPage) => {
    const asked: InboxQuery[] = []
    const loadPage = fromPromise<InboxPage, InboxQuery>(async ({ input }) => {
      asked.push(input)
      return page
    })
    const inbox = createActor(agentInboxMachine.provide({ actors: { loadPage } }), {
      input: { me: dana.id },
    }).start()
    render(
      <InboxView inbox={inbox} exporter={createActor(agentExportMachine).start()} search={{}} />,
    )
    return { inbox, asked }
  }

  test('a count per status filters the inbox by it; pressed again, it lets go', async () => {
    const user = userEvent.setup()
    const { inbox, asked } = startInbox(firstPage)
    const counts = await screen.findByRole('list', { name: 'Counts per status' })
    const inReview = within(counts).getByRole('button', { name: /In review\s*1/ })
    expect(inReview).toHaveAttribute('aria-pressed', 'false')
    await user.click(inReview)
    expect(inbox.getSnapshot().context.filters.status).toBe('inReview')
    expect(screen.getByLabelText('Status')).toHaveValue('inReview')
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'inReview' }), {
      timeout: 2000,
    })
    const pressed = await screen.findByRole('button', { name: /In review\s*1/, pressed: true })
    await user.click(pressed)
    expect(inbox.getSnapshot().context.filters.status).toBe('')
    inbox.stop()
  })

  test('the list is a table: the sender opens the row, the cursor row is marked, Received is the order', async () => {
    const { inbox } = startInbox(firstPage)
    const table = await screen.findByRole('table', { name: 'Items, newest first' })
    expect(within(table).getByRole('columnheader', { name: 'Received' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Kind', 'From', 'Status', 'Owner', 'Received'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveAttribute('data-cursor', 'true')
    expect(rows[1]).not.toHaveAttribute('data-cursor')
    expect(within(rows[0]!).getByRole('button')).toHaveAttribute('aria-current', 'true')
    inbox.stop()
  })

  test('j and k move the cursor and the focus with it; one row button is in the tab order', async () => {
    const user = userEvent.setup()
    const { inbox } = startInbox(firstPage)
    const table = await screen.findByRole('table', { name: 'Items, newest first' })
    const buttons = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('button'))
    buttons()[0]!.focus()
    await user.keyboard('j')
    expect(buttons()[1]).toHaveFocus()
    expect(buttons()[1]).toHaveAttribute('aria-current', 'true')
    expect(buttons().map((button) => button.tabIndex)).toEqual([-1, 0])
    // At the last row shown it stays; k and the arrow keys move back.
    await user.keyboard('j')
    expect(buttons()[1]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(buttons()[0]).toHaveFocus()
    expect(buttons()[0]).toHaveAttribute('aria-current', 'true')
    expect(buttons()[1]).not.toHaveAttribute('aria-current')
    inbox.stop()
  })

  test('nothing matches: the empty state says so and clears the filters', async () => {
    const user = userEvent.setup()
    const { inbox } = startInbox({ items: [], next: null, counts: {} })
    await user.selectOptions(screen.getByLabelText('Owner'), 'mine')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing matches'), {
      timeout: 2000,
    })
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }))
    expect(inbox.getSnapshot().context.filters.owner).toBe('')
    inbox.stop()
  })
})
