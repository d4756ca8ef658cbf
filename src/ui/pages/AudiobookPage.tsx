import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { PageSection } from '../common/PageSection'
import { EmbedFacade } from '../embeds/EmbedFacade'
import { SeasonTabs } from '../audiobook/SeasonTabs'
import { seasonOf, type Season } from '../../content/seasons'
import { bookTitle, seasonDetails } from '../../content/audiobook'
import styles from './AudiobookPage.module.css'

/** An audiobook season page (SPEC.md 2.5). */
export function AudiobookPage({ season: number }: { season: Season['number'] }) {
  const season = seasonOf(number)
  const { summary, about, cover, episodes } = seasonDetails[number]
  const totalMinutes = episodes.reduce((sum, episode) => sum + episode.minutes, 0)

  return (
    <>
      <PageIntro
        eyebrow={`Audiobook · ${bookTitle}`}
        title={`Season ${season.number}: ${season.title}`}
        lead={summary}
        breadcrumb={[{ label: 'Think Tank', to: '/think-tank' }, { label: 'Audiobook' }]}
        art={cover}
      >
        <p className={styles.facts}>
          {episodes.length} episodes · {totalMinutes} min · free to listen
        </p>
      </PageIntro>
      <SeasonTabs current={season.number} />

      {about && (
        <PageSection headingId="about-season-heading" surface="tight">
          {(headingId) => (
            <div className={`card ${styles.about}`}>
              <h2 id={headingId}>About the Season {season.number}</h2>
              {about.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          )}
        </PageSection>
      )}

      <PageSection
        headingId="episodes-heading"
        eyebrow={`Season ${season.number}`}
        title="Episodes"
        lead="Listen in order or start anywhere: each episode stands on its own."
      >
        <ol className={styles.episodes}>
          {episodes.map((episode) => (
            <li key={episode.number}>
              <EmbedFacade
                variant="audio"
                title={episode.title}
                embedUrl={episode.embedUrl}
                kicker={`Episode ${episode.number} · ${episode.minutes} min`}
                tone={episode.number}
                still="audiobook"
              />
            </li>
          ))}
        </ol>
        <p className={styles.book}>
          Prefer to read? The book is a free download in the{' '}
          <Link to="/think-tank" hash="book">
            Think Tank’s book section
          </Link>
          .
        </p>
      </PageSection>
    </>
  )
}
