import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage } from '../agents/pages'

export const Route = createFileRoute('/agents/accounts')({
  component: AccountsPage,
})
