import { Link } from '@tanstack/react-router'
import { Illustration } from '../common/Illustration'
import { PageSection } from '../common/PageSection'
import { book } from '../../content/thinkTank'
import styles from './BookSection.module.css'

/** The Think Tank's book, with its free downloads and the way to its audiobook. */
export function BookSection() {
  return (
    <PageSection
      id="book"
      headingId="book-heading"
      surface="light"
      containerClassName={styles.layout}
    >
      {(headingId) => (
        <>
          <Illustration image={book.cover} className={styles.cover} />
          <div className={styles.text}>
            <p className="eyebrow">The book · free download</p>
            <h2 id={headingId} className={styles.title}>
              {book.title}
            </h2>
            <p className={styles.subtitle}>{book.subtitle}</p>
            <p>{book.description}</p>
            <ul className={styles.downloads}>
              {book.downloads.map((download) => (
                <li key={download.format}>
                  <a href={download.href} download className="button button--primary">
                    Download the {download.format}
                    <span className={styles.size}>({download.size})</span>
                  </a>
                </li>
              ))}
              <li>
                <Link to="/think-tank-audio-book-1" className="button button--ghost">
                  Listen to the audiobook
                </Link>
              </li>
            </ul>
          </div>
        </>
      )}
    </PageSection>
  )
}
