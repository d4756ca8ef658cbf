// Where the focus goes on an item's page once an action has acted: its button gives way to the
// next status's (Approve to Reopen), and the focus it had goes to the actions' heading, not to
// the page's start (2026-12-06: Take it, pressed from the keyboard, left the focus on <body>).
import { expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createActor, fromPromise } from 'xstate'
import { agentItemMachine } from '../../src/machines/agentItem.machine'
import { ItemView } from '../../src/agents/ItemView'
import { averyApproved, averyDetail } from '../support/agents'

async function itemPage() {
  const actor = createActor(
    agentItemMachine.provide({
      actors: {
        loadItem: fromPromise(async () => averyDetail),
        sendEvent: fromPromise(async () => averyApproved),
      },
    }),
    { input: { kind: averyDetail.item.kind, id: averyDetail.item.id } },
  ).start()
  render(<ItemView item={actor} requestId={() => 'req-00000001'} />)
  await screen.findByRole('heading', { level: 1 })
  return userEvent.setup()
}

it('a page just opened keeps its focus where the route put it', async () => {
  await itemPage()
  expect(document.activeElement).toBe(document.body)
})

it('an action whose button goes leaves the focus on the actions’ heading', async () => {
  const user = await itemPage()
  await user.click(screen.getByRole('button', { name: 'Approve' }))
  expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  expect(screen.getByRole('heading', { name: 'Act on it' })).toHaveFocus()
})

it('a focus the person moved elsewhere stays there', async () => {
  const user = await itemPage()
  await user.click(screen.getByRole('button', { name: 'Approve' }))
  const noteField = screen.getByLabelText('Note (optional)')
  await user.click(noteField)
  expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument()
  expect(noteField).toHaveFocus()
})
