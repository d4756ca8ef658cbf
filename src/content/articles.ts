import { pageHead } from '../lib/head'

/** The Think Tank articles that have a detail page (SPEC.md 2.4). */
export interface ArticleDetail {
  slug:
    | 'our-ecosystem-article-detail-1'
    | 'our-ecosystem-article-detail-2'
    | 'our-ecosystem-article-detail-3'
  title: string
  subtitle: string
  readMinutes: number
}

export const articleDetails: Record<ArticleDetail['slug'], ArticleDetail> = {
  'our-ecosystem-article-detail-1': {
    slug: 'our-ecosystem-article-detail-1',
    title: 'Corporate Culture or Corporate Cult?',
    subtitle: 'How to tell a team that shares values from one that demands belief.',
    readMinutes: 7,
  },
  'our-ecosystem-article-detail-2': {
    slug: 'our-ecosystem-article-detail-2',
    title: 'From Wearable to Seamless',
    subtitle: 'Technology that used to sit on the wrist is dissolving into the room.',
    readMinutes: 2,
  },
  'our-ecosystem-article-detail-3': {
    slug: 'our-ecosystem-article-detail-3',
    title: 'Digital Twins: Rehearsing Reality',
    subtitle: 'Why engineers now test the world on a copy before they touch the original.',
    readMinutes: 3,
  },
}

export function articleHead(slug: ArticleDetail['slug']) {
  const article = articleDetails[slug]
  return pageHead(article.title, article.subtitle)
}
