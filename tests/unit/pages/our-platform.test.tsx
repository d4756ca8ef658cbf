import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from './render-route'

// Which step each button opens, checked on a stand-in for the dialog's button.
vi.mock('../../../src/ui/membership/MembershipDialogButton', () => import('./dialog-button-mock'))

describe('the Our Platform page', () => {
  it('has its four sections, each reachable from the page’s own navigation', async () => {
    const { main } = await renderRoute('/our-platform')
    const ids = ['collaboration', 'management', 'productivity', 'optimization']
    for (const id of ids) {
      expect(document.getElementById(id)?.tagName).toBe('SECTION')
      expect(main.getByRole('link', { name: id[0]!.toUpperCase() + id.slice(1) })).toHaveAttribute(
        'href',
        `#${id}`,
      )
    }
  })

  it('opens the access dialog at sign-in from Platform Access', async () => {
    const { main } = await renderRoute('/our-platform')
    expect(main.getByRole('button', { name: 'Platform Access' })).toHaveAttribute(
      'data-opens-step',
      '1',
    )
  })
})
