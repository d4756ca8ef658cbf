import type { ArticleCard as Article } from '../../content/articles'
import { ArticleCard } from './ArticleCard'
import styles from './ArticleGrid.module.css'

/** Article cards in a responsive grid: one column on phones, `columns` on wide screens. */
export function ArticleGrid({ articles, columns = 3 }: { articles: Article[]; columns?: 2 | 3 }) {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.three : ''}`}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  )
}
