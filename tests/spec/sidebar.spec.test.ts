// SPEC.md 2.3: 'The invitation request page has a sidebar that is open by default and toggled
// by an icon.'
import { expect, it } from 'vitest'
import { createActor } from 'xstate'
import { sidebarMachine } from '../../src/machines/sidebar.machine'

it.each([
  [0, 'open'],
  [1, 'closed'],
  [2, 'open'],
  [3, 'closed'],
])('after %i toggles the sidebar is %s', (toggles, state) => {
  const sidebar = createActor(sidebarMachine).start()
  for (let i = 0; i < toggles; i++) sidebar.send({ type: 'TOGGLE' })
  expect(sidebar.getSnapshot().value).toBe(state)
})
