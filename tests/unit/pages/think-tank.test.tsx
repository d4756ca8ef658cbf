import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { renderRoute, sectionOf } from './render-route'

describe('the Think Tank page', () => {
  it('opens with the hero video behind a facade, and loads no player before a click', async () => {
    const { main } = await renderRoute('/think-tank')
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Think Tank')
    expect(main.getByRole('button', { name: 'Play Inside the Think Tank' })).toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('lists the trend hashtags', async () => {
    const { main } = await renderRoute('/think-tank')
    const tags = sectionOf(main, 'Trending in the club').getAllByRole('listitem')
    expect(tags.length).toBeGreaterThanOrEqual(6)
    for (const tag of tags) expect(tag.textContent).toMatch(/^#\w+$/)
  })

  it('has three videos, each with a title, a description and its own Play button', async () => {
    const { main } = await renderRoute('/think-tank')
    const videos = sectionOf(main, 'Talks from the Think Tank').getAllByRole('article')
    expect(videos).toHaveLength(3)
    for (const video of videos) {
      const title = within(video).getByRole('heading').textContent!
      expect(within(video).getByRole('button', { name: `Play ${title}` })).toBeInTheDocument()
    }
  })

  it('has a podcast section with its latest episode and a link to every episode', async () => {
    const { main } = await renderRoute('/think-tank')
    const podcast = sectionOf(main, 'Digital Ritual, the podcast')
    expect(podcast.getByRole('button', { name: /^Play / })).toBeInTheDocument()
    expect(podcast.getByRole('link', { name: 'All Digital Ritual episodes' })).toHaveAttribute(
      'href',
      '/think-tank-all-podcast',
    )
  })

  it('has an events section with three events', async () => {
    const { main } = await renderRoute('/think-tank')
    expect(
      sectionOf(main, 'Meet the minds behind the ideas').getAllByRole('listitem'),
    ).toHaveLength(3)
  })

  it('offers the book as free PDF and EPUB downloads, and its audiobook', async () => {
    const { main } = await renderRoute('/think-tank')
    const book = sectionOf(main, 'The Digital Habitat')
    expect(book.getByRole('link', { name: /Download the PDF/ })).toHaveAttribute(
      'href',
      '/downloads/the-digital-habitat.pdf',
    )
    expect(book.getByRole('link', { name: /Download the EPUB/ })).toHaveAttribute('download')
    expect(book.getByRole('link', { name: 'Listen to the audiobook' })).toHaveAttribute(
      'href',
      '/think-tank-audio-book-1',
    )
  })

  it('teases an article and links to all of them, and links to the club’s social channels', async () => {
    const { main } = await renderRoute('/think-tank')
    const teaser = sectionOf(main, 'Essays worth your evening')
    expect(
      teaser.getByRole('link', { name: 'Corporate Culture or Corporate Cult?' }),
    ).toHaveAttribute('href', '/think-tank/our-ecosystem-article-detail-1')
    expect(teaser.getByRole('link', { name: 'Read all articles' })).toHaveAttribute(
      'href',
      '/our-ecosystem-all-articles',
    )
    const social = sectionOf(main, 'Follow the Think Tank').getAllByRole('link')
    expect(social).toHaveLength(4)
    for (const link of social) expect(link).toHaveAttribute('target', '_blank')
  })
})
