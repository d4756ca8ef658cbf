import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../ui/pages/ArticlePage'
// Its own body only: it loads with this route's page.
import { articleBody } from '../../content/articleBodies/our-ecosystem-article-detail-3'

export const Route = createFileRoute('/_page/think-tank_/our-ecosystem-article-detail-3')({
  // The article list loads with the page, not in the route tree every page loads.
  head: () =>
    import('../../content/articles').then(({ articleHead }) =>
      articleHead('our-ecosystem-article-detail-3'),
    ),
  component: () => <ArticlePage body={articleBody} />,
})
