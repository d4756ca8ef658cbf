import { EmbedFacade } from '../embeds/EmbedFacade'
import styles from './VideoCard.module.css'

/** A video behind its facade, with its title and description under it. */
export function VideoCard({
  title,
  description,
  embedUrl,
  kicker,
  tone,
}: {
  title: string
  description: string
  embedUrl: string
  kicker: string
  tone: number
}) {
  return (
    <article className={styles.card}>
      <EmbedFacade
        variant="video"
        title={title}
        embedUrl={embedUrl}
        kicker={kicker}
        tone={tone}
        showTitle={false}
        still="video"
      />
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
    </article>
  )
}
