import { setup, type ActorRefFrom } from 'xstate'

/**
 * The collapsible sidebar of /i-want-a-password that holds the request form (SPEC.md 2.3):
 * open by default, shown or hidden by its icon button.
 */
export const sidebarMachine = setup({
  types: { events: {} as { type: 'TOGGLE' } },
}).createMachine({
  id: 'sidebar',
  description: 'Open by default; its icon button hides and shows it.',
  meta: { purpose: 'The collapsible sidebar of the invitation request page.', spec: '2.3' },
  initial: 'open',
  states: {
    open: {
      description: 'The registration sidebar is open beside the page.',
      on: { TOGGLE: 'closed' },
    },
    closed: {
      description: 'The sidebar is closed: only its toggle shows.',
      on: { TOGGLE: 'open' },
    },
  },
})

export type SidebarActor = ActorRefFrom<typeof sidebarMachine>
