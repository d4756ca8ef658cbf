import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../ui/pages/LandingPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/home')({
  head: () =>
    pageHead(
      'Home',
      'The private, invitation-only club for brilliant minds in technology. Joining is free.',
    ),
  component: LandingPage,
})
