import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { breadcrumbOf, renderRoute, sectionOf } from './render-route'
import { seasons } from '../../../src/content/seasons'
import { seasonDetails } from '../../../src/content/audiobook'

describe.each([
  [1, 'Digital Environment', 6],
  [2, 'Digital Habitability', 7],
  [3, 'The Human Factor', 6],
  [4, 'A Singular Future', 5],
] as const)('audiobook season %i', (number, title, episodeCount) => {
  const path = `/think-tank-audio-book-${number}`

  it(`is titled '${title}' with the breadcrumb Think Tank > Audiobook`, async () => {
    const { main } = await renderRoute(path)
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(`Season ${number}: ${title}`)
    expect(breadcrumbOf(main)).toEqual({
      labels: ['Think Tank', 'Audiobook'],
      links: ['/think-tank'],
      current: 'Audiobook',
    })
  })

  it(`has ${episodeCount} episode players, none loaded before a click`, async () => {
    const { main } = await renderRoute(path)
    const episodes = sectionOf(main, 'Episodes').getAllByRole('listitem')
    expect(episodes).toHaveLength(episodeCount)
    episodes.forEach((episode, index) => {
      const { title: episodeTitle } = seasonDetails[number].episodes[index]!
      expect(
        within(episode).getByRole('button', { name: `Play ${episodeTitle}` }),
      ).toBeInTheDocument()
    })
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('has season tabs that link to the other three seasons; the current one is not a link', async () => {
    const { main } = await renderRoute(path)
    const tabs = within(main.getByRole('navigation', { name: 'Audiobook seasons' }))
    expect(tabs.getAllByRole('listitem')).toHaveLength(4)
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      seasons.filter((season) => season.number !== number).map((season) => season.path),
    )
    const current = tabs.getByText(title).closest('[aria-current]')
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current?.tagName).toBe('SPAN')
  })

  it(`${number === 3 ? 'has' : 'has no'} an About the Season 3 blurb`, async () => {
    const { main } = await renderRoute(path)
    const about = main.queryByRole('heading', { name: 'About the Season 3' })
    expect(Boolean(about)).toBe(number === 3)
  })
})
