import type { DetailSlug } from '../articles'
import type { ArticleBody } from '../articleBody'
import { articleBody as body1 } from './our-ecosystem-article-detail-1'
import { articleBody as body2 } from './our-ecosystem-article-detail-2'
import { articleBody as body3 } from './our-ecosystem-article-detail-3'

/** Every published article's page, for checks over all of them (the tests). A page imports
 *  its own body only (its route file), so that it does not load the other two. */
export const articleBodies: Record<DetailSlug, ArticleBody> = {
  'our-ecosystem-article-detail-1': body1,
  'our-ecosystem-article-detail-2': body2,
  'our-ecosystem-article-detail-3': body3,
}
