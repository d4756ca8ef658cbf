import { createFileRoute } from '@tanstack/react-router'
import { RedeemPage } from '../../ui/pages/RedeemPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/memberships-redeem')({
  head: () =>
    pageHead(
      'Redeem Points, Enjoy Rewards',
      'Redeem Nova Points for time off, premium perks and exclusive subscriptions.',
    ),
  staticData: { navbar: 'memberships' },
  component: RedeemPage,
})
