import { describe, expect, it } from 'vitest'
import { renderRoute } from './render-route'

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
      'data-dialog-step',
      '1',
    )
  })
})
