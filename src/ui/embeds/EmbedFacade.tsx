import { useEffect, useId, useRef, useState } from 'react'
import { stillOf, type StillKind } from '../../content/stills'
import styles from './EmbedFacade.module.css'

const permissions = {
  video: 'accelerometer; autoplay; encrypted-media; fullscreen; gyroscope; picture-in-picture',
  audio: 'autoplay; encrypted-media',
}

/** An embedded video or audio player behind a facade: a title card whose button loads the
 *  real player only when clicked, so nothing is requested from the player's host before. */
export function EmbedFacade({
  title,
  embedUrl,
  variant,
  kicker,
  tone = 0,
  large = false,
  showTitle = true,
  still,
}: {
  title: string
  embedUrl: string
  variant: 'video' | 'audio'
  /** A short line on the card: 'Video · 12 min'. */
  kicker: string
  /** One of four colourings of the card, so neighbours differ. */
  tone?: number
  /** The hero of a page: a bigger title on the card. */
  large?: boolean
  /** False when a heading beside the player already shows the title. */
  showTitle?: boolean
  /** The kind of the item's title card (src/content/stills.ts), drawn behind the facade's text. */
  still?: StillKind
}) {
  // Presentational state: whether the visitor asked for the player. No flow depends on it.
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  const kickerId = useId()
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className={`${styles.embed} ${styles[variant]}`} data-tone={tone % 4}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={embedUrl}
          title={title}
          allow={permissions[variant]}
          allowFullScreen={variant === 'video'}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={`${styles.poster} ${large ? styles.large : ''}`}
          onClick={() => setPlaying(true)}
          aria-describedby={kickerId}
        >
          {still && (
            <img
              className={styles.still}
              src={stillOf(still, title)}
              alt=""
              // A page's hero is its largest picture: fetched at once; the others as they near.
              loading={large ? undefined : 'lazy'}
            />
          )}
          <span className={styles.play}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
            Play
          </span>{' '}
          <span className={showTitle ? styles.title : 'visually-hidden'}>{title}</span>
          {/* Read as the button's description, after its name 'Play <title>'. */}
          <span id={kickerId} className={styles.kicker} aria-hidden="true">
            {kicker}
          </span>
        </button>
      )}
    </div>
  )
}
