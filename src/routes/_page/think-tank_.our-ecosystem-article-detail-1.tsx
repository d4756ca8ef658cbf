import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../ui/pages/ArticlePage'
import { articleHead } from '../../content/articles'

export const Route = createFileRoute('/_page/think-tank_/our-ecosystem-article-detail-1')({
  head: () => articleHead('our-ecosystem-article-detail-1'),
  component: () => <ArticlePage slug="our-ecosystem-article-detail-1" />,
})
