import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../src/router'

async function renderPage(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  render(<RouterProvider router={router} />)
  return router
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the shell', () => {
  it('shows the public navbar: three links on desktop, Home and Discover Memberships added on mobile', async () => {
    await renderPage('/career-path')
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Career Path',
      'Think Tank',
      'Our Platform',
    ])
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile', hidden: true }))).toEqual([
      'Home',
      'Career Path',
      'Think Tank',
      'Our Platform',
      'Discover Memberships',
    ])
  })

  it('shows the memberships navbar on the memberships pages', async () => {
    await renderPage('/memberships-redeem')
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Rewards',
      'Contact Us',
      'Discover Memberships',
    ])
  })

  it('shows the club navbar on the how-to-earn page', async () => {
    await renderPage('/memberships-how-to-earn')
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual([
      'The Club',
      'Home',
      'About Us',
      'Membership Levels',
      'Insights',
      'Your Journey',
    ])
  })

  it('shows no navbar on the NDA page', async () => {
    await renderPage('/nda')
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  })

  it('has a footer with the subscribe box, the legal line and social links in new tabs', async () => {
    await renderPage('/')
    // An island (src/ui/common/island.tsx): rendered in the browser, it loads at once.
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('heading', { name: 'Subscribe to Us!' })).toBeInTheDocument()
    expect(within(footer).getByText('© 2025 Nova Club. All rights reserved')).toBeInTheDocument()
    expect(within(footer).getByText('Terms of Use')).toBeInTheDocument()
    expect(within(footer).getByText('Privacy Policy')).toBeInTheDocument()
    const social = within(footer).getByRole('link', { name: 'Nova Club on our video channel' })
    expect(social).toHaveAttribute('target', '_blank')
    expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
