import { Link } from '@tanstack/react-router'
import type { ArticleCard as Article } from '../../content/articles'
import { Illustration } from '../common/Illustration'
import { config } from '../../lib/config'
import { ArticleMeta } from './ArticleMeta'
import styles from './ArticleCard.module.css'

/** An article's card: the whole card opens the article's page; a members-only article
 *  says so and links to the members' platform, where it is published. */
export function ArticleCard({ article }: { article: Article }) {
  const { detail } = article
  return (
    <article className={`card ${styles.card} ${detail ? styles.linked : ''}`}>
      <Illustration image={{ ...article.image, alt: '' }} className={styles.image} />
      <div className={styles.body}>
        <ArticleMeta tag={article.tag} readMinutes={article.readMinutes} />
        <h3 className={styles.title}>
          {detail ? (
            <Link to={`/think-tank/${detail}`} className={styles.link}>
              {article.title}
            </Link>
          ) : (
            article.title
          )}
        </h3>
        {article.teaser && <p className={styles.teaser}>{article.teaser}</p>}
        <p className={styles.author}>By {article.author.name}</p>
        {!detail && (
          <p className={styles.members}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v10H5z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            Members only:{' '}
            <a href={config.platformUrl} target="_blank" rel="noopener noreferrer">
              read it on the platform
              <span className="visually-hidden"> ({article.title}, opens in a new tab)</span>
            </a>
          </p>
        )}
      </div>
    </article>
  )
}
