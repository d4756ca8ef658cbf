import { createFileRoute } from '@tanstack/react-router'
import { MembershipsPage } from '../../ui/pages/MembershipsPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/memberships')({
  head: () =>
    pageHead(
      'Memberships',
      'Premium, Master and Elite: the Nova Club membership levels. Joining is free.',
    ),
  staticData: { navbar: 'memberships' },
  component: MembershipsPage,
})
