import { PageIntro } from '../common/PageIntro'
import { PageSection } from '../common/PageSection'
import { VideoCard } from '../thinktank/VideoCard'
import { podcastEpisodes, podcastSeries } from '../../content/podcasts'
import styles from './AllPodcastPage.module.css'

/** Every episode of the Digital Ritual podcast (SPEC.md 2.1). */
export function AllPodcastPage() {
  return (
    <>
      <PageIntro
        eyebrow={`${podcastSeries.name} · the podcast`}
        title="All Podcast"
        lead={podcastSeries.description}
        breadcrumb={[
          { label: 'Home', to: '/' },
          { label: 'Think Tank', to: '/think-tank' },
          { label: 'All Podcast' },
        ]}
      />
      <PageSection
        headingId="episodes-heading"
        title={`${podcastEpisodes.length} episodes`}
        lead="Recorded on video. Press play on an episode to watch it here."
      >
        <ol className={styles.episodes}>
          {podcastEpisodes.map((episode) => (
            <li key={episode.number}>
              <VideoCard
                title={episode.title}
                description={episode.description}
                embedUrl={episode.embedUrl}
                kicker={`Episode ${episode.number} · ${episode.minutes} min`}
                tone={episode.number}
              />
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  )
}
