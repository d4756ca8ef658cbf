import { describe, expect, it } from 'vitest'
import { within } from '@testing-library/react'
import { breadcrumbOf, renderRoute } from './render-route'
import { podcastEpisodes } from '../../../src/content/podcasts'

describe('the All Podcast page', () => {
  it('has the breadcrumb Home > Think Tank > All Podcast', async () => {
    const { main } = await renderRoute('/think-tank-all-podcast')
    expect(breadcrumbOf(main)).toEqual({
      labels: ['Home', 'Think Tank', 'All Podcast'],
      links: ['/', '/think-tank'],
      current: 'All Podcast',
    })
  })

  it('shows four episodes, each with its title, description and player facade', async () => {
    const { main } = await renderRoute('/think-tank-all-podcast')
    const episodes = within(main.getByRole('region', { name: '4 episodes' })).getAllByRole(
      'article',
    )
    expect(episodes).toHaveLength(4)
    episodes.forEach((episode, index) => {
      const { title, description } = podcastEpisodes[index]!
      expect(within(episode).getByRole('heading', { name: title })).toBeInTheDocument()
      expect(within(episode).getByText(description)).toBeInTheDocument()
      expect(within(episode).getByRole('button', { name: `Play ${title}` })).toBeInTheDocument()
    })
    expect(document.querySelector('iframe')).toBeNull()
  })
})
