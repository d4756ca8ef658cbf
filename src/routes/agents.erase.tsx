import { createFileRoute } from '@tanstack/react-router'
import { ErasePage } from '../agents/pages'

export const Route = createFileRoute('/agents/erase')({
  component: ErasePage,
})
