import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { breadcrumbOf, renderRoute, sectionOf } from './render-route'
import { articleCardOf, type DetailSlug } from '../../../src/content/articles'
import { articleBodies } from '../../../src/content/articleBodies'
import { config } from '../../../src/lib/config'

const slugs: DetailSlug[] = [
  'our-ecosystem-article-detail-1',
  'our-ecosystem-article-detail-2',
  'our-ecosystem-article-detail-3',
]

describe.each(slugs)('the article page %s', (slug) => {
  const path = `/think-tank/${slug}`
  const card = articleCardOf(slug)
  const body = articleBodies[slug]

  it('has the breadcrumb Home > Think Tank > its title, its title, subtitle and hero image', async () => {
    const { main } = await renderRoute(path)
    expect(breadcrumbOf(main)).toEqual({
      labels: ['Home', 'Think Tank', card.title],
      links: ['/', '/think-tank'],
      current: card.title,
    })
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(card.title)
    expect(main.getByText(body.subtitle)).toBeInTheDocument()
    const hero = main.getByRole('img', { name: card.image.alt })
    expect(hero).toHaveAttribute('loading', 'eager')
    expect(hero).toHaveAttribute('width', String(card.image.width))
  })

  it('shows the read time, the body and who wrote it', async () => {
    const { main } = await renderRoute(path)
    expect(main.getAllByText(`${card.readMinutes} min read`)[0]).toBeInTheDocument()
    for (const section of body.sections) {
      if (section.heading)
        expect(main.getByRole('heading', { name: section.heading })).toBeVisible()
      for (const paragraph of section.paragraphs) expect(main.getByText(paragraph)).toBeVisible()
    }
    expect(main.getByText('Written by', { exact: false })).toHaveTextContent(
      `Written by ${card.author.name}`,
    )
  })

  it(`${body.audio ? 'has' : 'has no'} narrated version behind a facade`, async () => {
    const { main } = await renderRoute(path)
    const play = main.queryByRole('button', { name: `Play ${body.audio?.title}` })
    expect(Boolean(play)).toBe(Boolean(body.audio))
  })

  it('shares the page on LinkedIn, X and Facebook, in a new tab, with the encoded address', async () => {
    const { main } = await renderRoute(path)
    const share = within(main.getByRole('complementary', { name: 'Share this article' }))
    const links = share.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Share on LinkedIn (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on Facebook (opens in a new tab)',
    ])
    // No VITE_SITE_ORIGIN in the tests: the links carry the address the page was reached at.
    const encoded = encodeURIComponent(`${window.location.origin}${path}`)
    expect(window.location.origin).not.toBe(config.siteOrigin)
    for (const link of links) {
      expect(link.getAttribute('href')).toContain(encoded)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    expect(share.getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  })

  it('suggests three Other Insights, not itself', async () => {
    const { main } = await renderRoute(path)
    const others = sectionOf(main, 'Other Insights').getAllByRole('article')
    expect(others).toHaveLength(3)
    expect(others.map((other) => within(other).getByRole('heading').textContent)).not.toContain(
      card.title,
    )
  })
})
