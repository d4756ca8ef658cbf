import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { breadcrumbOf, renderRoute, sectionOf } from './render-route'

// Which step each button opens, checked on a stand-in for the dialog's button.
vi.mock('../../../src/ui/membership/MembershipDialogButton', () => import('./dialog-button-mock'))

describe('the memberships page', () => {
  it('presents the levels Premium, Master and Elite at #levels', async () => {
    const { main } = await renderRoute('/memberships')
    const levels = main.getByRole('region', { name: 'Every level is free. Every level is earned.' })
    expect(levels).toHaveAttribute('id', 'levels')
    expect(
      within(levels)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Premium', 'Master', 'Elite'])
  })

  it('has the newsletter box, the way to membership and the footer', async () => {
    const { main } = await renderRoute('/memberships')
    const newsletter = sectionOf(main, 'Hear from the club first')
    // An island: rendered in the browser, its code loads at once, a moment later.
    expect(await newsletter.findByLabelText('Email')).toHaveAttribute(
      'id',
      'memberships-subscribe-email',
    )
    expect(main.getAllByRole('button', { name: 'I want to be a Member' })[0]).toHaveAttribute(
      'data-opens-step',
      '2',
    )
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  })
})

describe('the How to Earn Nova Points page', () => {
  it('has the breadcrumb Home > Memberships > How to Earn Nova Points', async () => {
    const { main } = await renderRoute('/memberships-how-to-earn')
    expect(breadcrumbOf(main)).toEqual({
      labels: ['Home', 'Memberships', 'How to Earn Nova Points'],
      links: ['/', '/memberships'],
      current: 'How to Earn Nova Points',
    })
  })

  it('explains Nova Points in three blocks at #journey', async () => {
    const { main } = await renderRoute('/memberships-how-to-earn')
    const journey = main.getByRole('region', { name: 'Three ways to earn' })
    expect(journey).toHaveAttribute('id', 'journey')
    expect(
      within(journey)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Referral and technical interviewer',
      'Goals achievement and client recognition',
      'Events and mentorships',
    ])
  })

  it('leads its buttons somewhere: the values below, the rewards, the membership dialog', async () => {
    const { main } = await renderRoute('/memberships-how-to-earn')
    expect(main.getByRole('link', { name: 'View Nova Points Values' })).toHaveAttribute(
      'href',
      '/memberships-how-to-earn#values',
    )
    expect(main.getByRole('region', { name: 'Nova Points values' })).toHaveAttribute('id', 'values')
    expect(within(main.getByRole('table')).getAllByRole('row')).toHaveLength(7)
    for (const link of main.getAllByRole('link', { name: 'View Rewards' })) {
      expect(link).toHaveAttribute('href', '/memberships-redeem')
    }
    expect(main.getByRole('button', { name: 'I want to be a Member' })).toHaveAttribute(
      'data-opens-step',
      '2',
    )
  })
})

describe('the Redeem page', () => {
  it("opens with 'Redeem Points, Enjoy Rewards' and the way to earn them", async () => {
    const { main } = await renderRoute('/memberships-redeem')
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Redeem Points, Enjoy Rewards',
    )
    expect(main.getByRole('link', { name: 'How to Earn Nova Points' })).toHaveAttribute(
      'href',
      '/memberships-how-to-earn',
    )
  })

  it('shows the three reward types, each with its View Redeem Values', async () => {
    const { main } = await renderRoute('/memberships-redeem')
    const rewards = sectionOf(main, 'Three kinds of reward').getAllByRole('listitem')
    expect(rewards.map((reward) => within(reward).getByRole('heading').textContent)).toEqual([
      'Time off',
      'Premium perks',
      'Exclusive subscriptions',
    ])
    for (const reward of rewards) {
      const values = within(reward).getByText('View Redeem Values')
      expect(values.tagName).toBe('SUMMARY')
      expect(reward.querySelector('details table tbody tr')).not.toBeNull()
    }
  })

  it('ends with the entrance block: Discover Memberships and I want to be a Member', async () => {
    const { main } = await renderRoute('/memberships-redeem')
    const entrance = sectionOf(main, 'Rewards are for members, and membership is free')
    expect(entrance.getByRole('link', { name: 'Discover Memberships' })).toHaveAttribute(
      'href',
      '/memberships',
    )
    expect(entrance.getByRole('button', { name: 'I want to be a Member' })).toHaveAttribute(
      'data-opens-step',
      '2',
    )
  })
})
