import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../ui/pages/LandingPage'
import { pageHead } from '../lib/head'

export const Route = createFileRoute('/home')({
  head: () =>
    pageHead(
      'Home',
      'The private, invitation-only club for brilliant minds in technology. Joining is free.',
    ),
  component: LandingPage,
})
