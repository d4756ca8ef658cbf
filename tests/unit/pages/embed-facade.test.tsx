import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EmbedFacade } from '../../../src/ui/embeds/EmbedFacade'

const address = '/embeds/player/?kind=video&series=Think+Tank&title=Designing+Calm+Technology'

describe('an embedded player behind its facade', () => {
  it('shows only a title card with a Play button until it is clicked', () => {
    const { container } = render(
      <EmbedFacade
        variant="video"
        title="Designing Calm Technology"
        embedUrl={address}
        kicker="Video · 12 min"
      />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    const play = screen.getByRole('button', { name: 'Play Designing Calm Technology' })
    expect(play).toHaveAccessibleDescription('Video · 12 min')
  })

  it('puts the player in its place on click, with its address, title and permissions', async () => {
    const user = userEvent.setup()
    render(
      <EmbedFacade
        variant="audio"
        title="Repair, Reuse, Remember"
        embedUrl={address}
        kicker="Episode 6 · 20 min"
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Play Repair, Reuse, Remember' }))
    const frame = screen.getByTitle('Repair, Reuse, Remember')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', address)
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media')
    expect(frame).toHaveFocus()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('keeps the title on the card hidden, but in the button’s name, when a heading shows it', () => {
    render(
      <EmbedFacade
        variant="video"
        title="The Art of the Handover"
        embedUrl={address}
        kicker="Episode 4"
        showTitle={false}
      />,
    )
    expect(screen.getByRole('button', { name: 'Play The Art of the Handover' })).toBeVisible()
    expect(screen.getByText('The Art of the Handover')).toHaveClass('visually-hidden')
  })
})
