import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../ui/pages/LandingPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/')({
  head: () =>
    pageHead(
      'The private club for tech talent',
      'Nova Club is a private, invitation-only club of brilliant minds in technology: remote projects, a Talent Agent from day one, and joining is free.',
    ),
  component: LandingPage,
})
