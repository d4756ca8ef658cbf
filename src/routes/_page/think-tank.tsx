import { createFileRoute } from '@tanstack/react-router'
import { ThinkTankPage } from '../../ui/pages/ThinkTankPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/think-tank')({
  head: () =>
    pageHead(
      'Think Tank',
      'Videos, podcast, articles, events, a free book and audiobooks from the Nova Club Think Tank.',
    ),
  component: ThinkTankPage,
})
