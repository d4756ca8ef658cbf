import { createFileRoute } from '@tanstack/react-router'
import { NoTokenPage } from '../../ui/pages/NoTokenPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/no-token')({
  head: () =>
    pageHead(
      'No referral? Start here',
      'How to join Nova Club without a referral: contact a Talent Agent or request an invitation.',
    ),
  staticData: { navbar: 'none', footerSubscribe: false },
  component: NoTokenPage,
})
