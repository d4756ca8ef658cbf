import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../ui/app/NotFoundPage'
import { notFoundHead } from '../../lib/head'

export const Route = createFileRoute('/_page/not-found')({
  head: () => notFoundHead,
  component: NotFoundPage,
})
