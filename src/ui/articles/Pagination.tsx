import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import styles from './Pagination.module.css'

const path = '/our-ecosystem-all-articles'

/** A link to a page of the article list. A plain anchor rather than the router's Link: the
 *  router marks links active from the URL, which would make the prerendered page (always page
 *  1) and its hydration disagree when a visitor opens `?page=2` directly. */
function PageLink({ page, label, children }: { page: number; label: string; children: ReactNode }) {
  const navigate = useNavigate()
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    void navigate({ to: path, search: page > 1 ? { page } : {} })
  }
  return (
    <a
      href={page > 1 ? `${path}?page=${page}` : path}
      className={styles.link}
      aria-label={label}
      onClick={open}
    >
      {children}
    </a>
  )
}

/** Previous, the page numbers and Next; the current page is marked, not linked. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Pages of articles" className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <PageLink page={page - 1} label="Previous page">
              ‹ <span className={styles.word}>Previous</span>
            </PageLink>
          ) : (
            <span className={styles.disabled} aria-hidden="true">
              ‹ <span className={styles.word}>Previous</span>
            </span>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={styles.current} aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <PageLink page={number} label={`Page ${number}`}>
                {number}
              </PageLink>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <PageLink page={page + 1} label="Next page">
              <span className={styles.word}>Next</span> ›
            </PageLink>
          ) : (
            <span className={styles.disabled} aria-hidden="true">
              <span className={styles.word}>Next</span> ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
