import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../agents/pages'

export const Route = createFileRoute('/agents/')({
  component: InboxPage,
})
