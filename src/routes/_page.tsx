import { createFileRoute } from '@tanstack/react-router'
import { PageLayout } from '../ui/app/PageLayout'

export const Route = createFileRoute('/_page')({
  component: PageLayout,
})
