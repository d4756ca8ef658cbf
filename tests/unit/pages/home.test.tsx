import { describe, expect, it, vi } from 'vitest'
import { within } from '@testing-library/react'
import { renderRoute, sectionOf } from './render-route'

// Which step each button opens, checked on a stand-in for the dialog's button.
vi.mock('../../../src/ui/membership/MembershipDialogButton', () => import('./dialog-button-mock'))

describe('the home page', () => {
  it.each(['/', '/home'])('%s shows the hero with its one h1 and the two ways in', async (path) => {
    const { main } = await renderRoute(path)
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The private club for brilliant minds in tech',
    )
    const hero = sectionOf(main, 'The private club for brilliant minds in tech')
    expect(hero.getByRole('button', { name: 'Request your invitation' })).toHaveAttribute(
      'data-opens-step',
      '2',
    )
    expect(hero.getByRole('link', { name: 'Discover the platform' })).toHaveAttribute(
      'href',
      '/our-platform',
    )
  })

  it('has three purpose cards, each with a resting and an active image and a link', async () => {
    const { main } = await renderRoute('/')
    const cards = sectionOf(main, 'A club built around the people who build').getAllByRole(
      'listitem',
    )
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      const images = card.querySelectorAll('img')
      expect(images).toHaveLength(2)
      for (const image of images) {
        expect(image).toHaveAttribute('width')
        expect(image).toHaveAttribute('height')
        expect(image).toHaveAttribute('loading', 'lazy')
      }
      expect(within(card).getByRole('link')).toHaveAttribute('href')
    }
  })

  it('says joining is free, and leads on to the platform, the career path and the Think Tank', async () => {
    const { main } = await renderRoute('/')
    expect(main.getByRole('heading', { name: 'Joining is completely free.' })).toBeInTheDocument()
    expect(main.getByRole('link', { name: 'Explore our platform' })).toHaveAttribute(
      'href',
      '/our-platform',
    )
    expect(main.getByRole('link', { name: 'Discover your career path' })).toHaveAttribute(
      'href',
      '/career-path',
    )
    expect(main.getByRole('link', { name: 'Visit the Think Tank' })).toHaveAttribute(
      'href',
      '/think-tank',
    )
  })

  it('shows three article cards in the Think Tank teaser, each opening its article', async () => {
    const { main } = await renderRoute('/')
    const teaser = sectionOf(main, 'Ideas from inside the club')
    const cards = teaser.getAllByRole('article')
    expect(cards).toHaveLength(3)
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/think-tank/our-ecosystem-article-detail-1',
      '/think-tank/our-ecosystem-article-detail-2',
      '/think-tank/our-ecosystem-article-detail-3',
    ])
    expect(cards.map((card) => within(card).getByText(/min read$/).textContent)).toEqual([
      '7 min read',
      '2 min read',
      '3 min read',
    ])
  })

  it('shows no partner logos to a visitor who is not signed in', async () => {
    const { main } = await renderRoute('/')
    expect(main.queryByRole('heading', { name: 'Members of the club work with' })).toBeNull()
  })
})
