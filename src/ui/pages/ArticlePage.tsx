import { PageIntro } from '../common/PageIntro'
import { articleDetails, type ArticleDetail } from '../../content/articles'

/** An article detail page (SPEC.md 2.4). */
export function ArticlePage({ slug }: { slug: ArticleDetail['slug'] }) {
  const article = articleDetails[slug]
  return (
    <PageIntro
      title={article.title}
      lead={article.subtitle}
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Think Tank', to: '/think-tank' },
        { label: article.title },
      ]}
    >
      <p>{article.readMinutes} min read</p>
    </PageIntro>
  )
}
