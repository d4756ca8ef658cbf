import { createFileRoute } from '@tanstack/react-router'
import { MembershipsPage } from '../../ui/pages/MembershipsPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/memberships')({
  head: () =>
    pageHead(
      'Memberships',
      'Premium, Master and Elite: the Nova Club membership levels. Joining is free.',
    ),
  // The page's own newsletter box is its one: the footer leaves its own out (issue 47).
  staticData: { navbar: 'memberships', footerSubscribe: false },
  component: MembershipsPage,
})
