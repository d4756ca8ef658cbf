import { useEffect, useRef } from 'react'
import { useSearch } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { PageSection } from '../common/PageSection'
import { useHydrated } from '../common/useHydrated'
import { ArticleGrid } from '../articles/ArticleGrid'
import { Pagination } from '../articles/Pagination'
import { articlePageCount, articlePageFrom, articlesOnPage } from '../../content/memberArticles'
import styles from './AllArticlesPage.module.css'

/** All the Think Tank's articles, a page at a time (SPEC.md 2.1). */
export function AllArticlesPage() {
  const requested = useSearch({ from: '/_page/our-ecosystem-all-articles', select: (s) => s.page })
  // The prerendered page is page 1: show it while hydrating, then the page the URL asks for
  // (page 1 for one past the last).
  const hydrated = useHydrated()
  const page = hydrated ? articlePageFrom(requested) : 1
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef({ page, hydrated })
  useEffect(() => {
    // After the visitor changes the page, take keyboard and screen-reader users to the list.
    if (shown.current.hydrated && shown.current.page !== page) heading.current?.focus()
    shown.current = { page, hydrated }
  }, [page, hydrated])

  return (
    <>
      <PageIntro
        title="All Articles"
        lead="Essays from the Think Tank on culture, craft, AI and the future of work, written by members and fellows of the club."
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Our Ecosystem', to: '/think-tank' },
          { label: 'All Articles' },
        ]}
      />
      <PageSection headingId="articles-page-heading">
        {(headingId) => (
          <>
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className={`label ${styles.pageHeading}`}
            >
              Articles · page {page} of {articlePageCount}
            </h2>
            <ArticleGrid articles={articlesOnPage(page)} columns={2} />
            <Pagination page={page} pageCount={articlePageCount} />
          </>
        )}
      </PageSection>
    </>
  )
}
