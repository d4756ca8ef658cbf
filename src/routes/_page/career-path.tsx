import { createFileRoute } from '@tanstack/react-router'
import { CareerPathPage } from '../../ui/pages/CareerPathPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/career-path')({
  head: () =>
    pageHead(
      'Talent Agents',
      'Every member has a Talent Agent, an AI-assisted career guide, from day one.',
    ),
  component: CareerPathPage,
})
