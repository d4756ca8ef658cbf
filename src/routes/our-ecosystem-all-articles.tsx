import { createFileRoute } from '@tanstack/react-router'
import { AllArticlesPage } from '../ui/pages/AllArticlesPage'
import { pageHead } from '../lib/head'

export const Route = createFileRoute('/our-ecosystem-all-articles')({
  head: () => pageHead('All Articles', 'Every article from the Nova Club Think Tank.'),
  component: AllArticlesPage,
})
