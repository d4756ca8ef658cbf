import { expect, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { agentViewsMessages, type AgentViewsContext } from '../../src/machines/agentViews.machine'
import { SavedViewsView } from '../../src/agents/SavedViewsView'
import { describeModel } from './describeModel'
import { agentViewsModel } from './models'

let openView = vi.fn()
const provide = () => {
  openView = vi.fn()
  return { actions: { openView } }
}

const nameField = () => screen.getByLabelText('Name of this view')
const saveButton = () => screen.getByRole('button', { name: 'Save this view' })
const alertText = () => screen.getByRole('alert').textContent

/** The list shows the context's views by name, each with its Delete; the field what was typed,
 *  its problem under it and tied to it. */
const showsViews = (context: AgentViewsContext) => {
  if (context.views.length === 0) {
    expect(screen.getByText(agentViewsMessages.none)).toBeVisible()
  } else {
    const list = screen.getByRole('list', { name: 'Your saved views' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(context.views.flatMap((view) => [view.name, `Delete the view ${view.name}`]))
  }
  expect(nameField()).toHaveValue(context.name)
  if (context.nameProblem) {
    expect(nameField()).toHaveAccessibleDescription(context.nameProblem)
    expect(nameField()).toHaveAttribute('aria-invalid', 'true')
  } else expect(nameField()).not.toHaveAttribute('aria-invalid')
}

describeModel(agentViewsModel, {
  actor: { provide },
  view: {
    provide,
    render: (views) => render(<SavedViewsView views={views} filters={{ status: 'spam' }} />),
    events: {
      CHANGE_NAME: async (user, { value }) => {
        await user.clear(nameField())
        if (value) await user.type(nameField(), value)
      },
      SAVE: (user) => user.click(saveButton()),
      OPEN: (user, { view }) => user.click(screen.getByRole('button', { name: view.name })),
      // The model deletes the first view listed (models.ts).
      DELETE: (user) =>
        user.click(screen.getAllByRole('button', { name: /^Delete the view / })[0]!),
      RETRY: (user) => user.click(screen.getByRole('button', { name: 'Try again' })),
    },
    states: {
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Loading your saved views…')
        expect(openView).not.toHaveBeenCalled()
      },
      failed: () => {
        expect(alertText()).toBe(agentViewsMessages.loadFailed)
        expect(screen.queryByLabelText('Name of this view')).toBeNull()
      },
      ready: ({ context }) => showsViews(context),
      'ready.idle': () => {
        expect(screen.getByRole('status')).toHaveTextContent('')
        expect(alertText()).toBe('')
      },
      'ready.saving': () => {
        expect(saveButton()).toHaveAttribute('aria-busy', 'true')
      },
      'ready.saved': ({ context }) => {
        expect(screen.getByRole('status')).toHaveTextContent(agentViewsMessages.saved)
        expect(context.name).toBe('')
      },
      'ready.saveFailed': ({ context }) => {
        expect(alertText()).toBe(context.saveProblem ?? agentViewsMessages.saveFailed)
      },
      'ready.deleting': ({ context }) => {
        expect(
          screen.getByRole('button', {
            name: `Delete the view ${context.views.find((view) => view.id === context.deleting)!.name}`,
          }),
        ).toHaveAttribute('aria-busy', 'true')
      },
      'ready.deleteFailed': () => {
        expect(alertText()).toBe(agentViewsMessages.deleteFailed)
      },
    },
  },
})
