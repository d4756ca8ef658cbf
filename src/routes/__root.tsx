import { createRootRoute } from '@tanstack/react-router'
import { RootLayout } from '../ui/app/RootLayout'
import { pageHead } from '../lib/head'

export const Route = createRootRoute({
  head: () =>
    pageHead(
      'The private club for tech talent',
      'Nova Club is a private, invitation-only club of brilliant minds in technology.',
    ),
  component: RootLayout,
})
