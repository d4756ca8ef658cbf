import styles from './ArticleMeta.module.css'

/** An article's topic chip and read time. */
export function ArticleMeta({ tag, readMinutes }: { tag: string; readMinutes: number }) {
  return (
    <p className={styles.meta}>
      <span className="tag">{tag}</span>
      <span>{readMinutes} min read</span>
    </p>
  )
}
