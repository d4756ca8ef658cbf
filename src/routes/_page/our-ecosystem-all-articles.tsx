import { createFileRoute } from '@tanstack/react-router'
import { AllArticlesPage } from '../../ui/pages/AllArticlesPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/our-ecosystem-all-articles')({
  head: () =>
    pageHead(
      'All Articles',
      'Every article from the Nova Club Think Tank: culture, AI, engineering, remote work and security.',
    ),
  // `?page=2` makes a page of the list linkable; page 1 is the bare path, which is prerendered.
  // An explicit undefined: the router merges what this returns over the raw query. A page past
  // the last is left to the page (articlePageFrom): the article list loads with the page, not
  // in the route tree every page loads.
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return { page: Number.isInteger(page) && page > 1 ? page : undefined }
  },
  component: AllArticlesPage,
})
