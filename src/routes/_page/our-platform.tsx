import { createFileRoute } from '@tanstack/react-router'
import { OurPlatformPage } from '../../ui/pages/OurPlatformPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/our-platform')({
  head: () =>
    pageHead(
      'Our Platform',
      'The Nova Club platform: collaboration, management, productivity and optimization.',
    ),
  component: OurPlatformPage,
})
