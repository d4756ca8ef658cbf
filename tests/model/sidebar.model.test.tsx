import { expect } from 'vitest'
import { render, screen } from '@testing-library/react'
import { RegistrationSidebarView } from '../../src/ui/registration/RegistrationSidebar'
import { describeModel } from './describeModel'
import { sidebarModel } from './models'

const toggle = () => screen.getByRole('button', { name: /the request form$/ })

describeModel(sidebarModel, {
  actor: {},
  view: {
    render: (sidebar) =>
      render(
        <RegistrationSidebarView sidebar={sidebar}>
          <p>The request form</p>
        </RegistrationSidebarView>,
      ),
    events: { TOGGLE: (user) => user.click(toggle()) },
    states: {
      open: () => {
        expect(toggle()).toHaveAccessibleName('Hide the request form')
        expect(toggle()).toHaveAttribute('aria-expanded', 'true')
        expect(
          screen.getByRole('complementary', { name: 'Request your invitation' }),
        ).toContainElement(screen.getByText('The request form'))
      },
      closed: () => {
        expect(toggle()).toHaveAccessibleName('Show the request form')
        expect(toggle()).toHaveAttribute('aria-expanded', 'false')
        expect(screen.queryByRole('complementary')).toBeNull()
        expect(screen.getByText('The request form')).not.toBeVisible()
      },
    },
  },
})
