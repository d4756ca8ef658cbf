import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { breadcrumbOf, renderRoute, sectionOf } from './render-route'
import { articleCards } from '../../../src/content/memberArticles'

const listOf = (main: Awaited<ReturnType<typeof renderRoute>>['main']) =>
  sectionOf(main, /^Articles · page/)

const titlesOn = (main: Awaited<ReturnType<typeof renderRoute>>['main']) =>
  listOf(main)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

describe('the All Articles page', () => {
  it('has the breadcrumb Home > Our Ecosystem > All Articles', async () => {
    const { main } = await renderRoute('/our-ecosystem-all-articles')
    expect(breadcrumbOf(main)).toEqual({
      labels: ['Home', 'Our Ecosystem', 'All Articles'],
      links: ['/', '/think-tank'],
      current: 'All Articles',
    })
  })

  it('shows the ten article cards over three linkable pages', async () => {
    const pages = []
    for (const path of [
      '/our-ecosystem-all-articles',
      '/our-ecosystem-all-articles?page=2',
      '/our-ecosystem-all-articles?page=3',
    ]) {
      const { main } = await renderRoute(path)
      pages.push(titlesOn(main))
      document.body.innerHTML = ''
    }
    expect(pages.map((titles) => titles.length)).toEqual([4, 4, 2])
    expect(pages.flat()).toEqual(articleCards.map((card) => card.title))
  })

  it('gives every card an image, a title, a tag, and its teaser when it has one', async () => {
    const { main } = await renderRoute('/our-ecosystem-all-articles?page=2')
    const cards = listOf(main).getAllByRole('article')
    cards.forEach((card, index) => {
      const article = articleCards[4 + index]!
      const image = card.querySelector('img')!
      expect(image).toHaveAttribute('src', article.image.src)
      expect(image).toHaveAttribute('width', String(article.image.width))
      expect(within(card).getByText(article.tag)).toHaveClass('tag')
      if (article.teaser) expect(within(card).getByText(article.teaser)).toBeInTheDocument()
    })
  })

  it('marks the current page and moves between pages with its links', async () => {
    const user = userEvent.setup()
    const { main, router } = await renderRoute('/our-ecosystem-all-articles')
    const pagination = within(main.getByRole('navigation', { name: 'Pages of articles' }))
    expect(pagination.getByText('1', { exact: false }).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(pagination.queryByRole('link', { name: 'Previous page' })).toBeNull()
    expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/our-ecosystem-all-articles?page=3',
    )

    await user.click(pagination.getByRole('link', { name: 'Next page' }))
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(await screen.findByRole('heading', { name: 'Articles · page 2 of 3' })).toHaveFocus()
    expect(titlesOn(main)[0]).toBe(articleCards[4]!.title)

    await user.click(pagination.getByRole('link', { name: 'Page 1' }))
    expect(router.state.location.href).toBe('/our-ecosystem-all-articles')
    expect(titlesOn(main)[0]).toBe(articleCards[0]!.title)
  })

  it.each(['99', '0', '1.5', 'two'])('shows the first page for ?page=%s', async (value) => {
    const { main } = await renderRoute(`/our-ecosystem-all-articles?page=${value}`)
    expect(titlesOn(main)[0]).toBe(articleCards[0]!.title)
  })

  it('opens published articles from their card, and sends members-only ones to the platform', async () => {
    const { main } = await renderRoute('/our-ecosystem-all-articles')
    const [published, , , membersOnly] = listOf(main).getAllByRole('article')
    expect(within(published!).getByRole('link')).toHaveAttribute(
      'href',
      '/think-tank/our-ecosystem-article-detail-1',
    )
    const platform = within(membersOnly!).getByRole('link')
    expect(platform).toHaveAccessibleName(/read it on the platform/)
    expect(platform).toHaveAttribute('target', '_blank')
    expect(platform).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })
})
