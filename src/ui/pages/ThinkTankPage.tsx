import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { PageSection } from '../common/PageSection'
import { SectionHeading } from '../common/SectionHeading'
import { EmbedFacade } from '../embeds/EmbedFacade'
import { ArticleGrid } from '../articles/ArticleGrid'
import { VideoCard } from '../thinktank/VideoCard'
import { EventList } from '../thinktank/EventList'
import { BookSection } from '../thinktank/BookSection'
import { SocialLinks } from '../shell/SocialLinks'
import { heroVideo, thinkTankVideos, trendHashtags } from '../../content/thinkTank'
import { podcastEpisodes, podcastSeries } from '../../content/podcasts'
import { publishedArticles } from '../../content/articles'
import styles from './ThinkTankPage.module.css'

const latestEpisode = podcastEpisodes[podcastEpisodes.length - 1]!

/** The Think Tank (SPEC.md 2.1): videos, podcast, events, the book, articles, socials. */
export function ThinkTankPage() {
  return (
    <>
      <PageIntro
        eyebrow="Our Ecosystem"
        title="Think Tank"
        lead="Videos, the Digital Ritual podcast, essays, events, a free book and its audiobook: what the members of the club are thinking about the future of work and technology."
      />

      <div className={`container ${styles.heroVideo}`}>
        <EmbedFacade
          variant="video"
          title={heroVideo.title}
          embedUrl={heroVideo.embedUrl}
          kicker={`Video · ${heroVideo.minutes} min`}
          still="video"
          large
        />
        <p className={styles.heroCaption}>{heroVideo.description}</p>
      </div>

      <PageSection headingId="trends-heading" surface="tight">
        {(headingId) => (
          <>
            <h2 id={headingId} className={`label ${styles.trendsHeading}`}>
              Trending in the club
            </h2>
            <ul className={styles.hashtags}>
              {trendHashtags.map((hashtag) => (
                <li key={hashtag} className={styles.hashtag}>
                  {hashtag}
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>

      <PageSection
        headingId="videos-heading"
        eyebrow="Watch"
        title="Talks from the Think Tank"
        lead="Short films on the ideas members are putting to work right now."
      >
        <ul className={styles.videos}>
          {thinkTankVideos.map((video, index) => (
            <li key={video.title}>
              <VideoCard
                title={video.title}
                description={video.description}
                embedUrl={video.embedUrl}
                kicker={`Video · ${video.minutes} min`}
                tone={index + 1}
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection headingId="podcast-heading" surface="raised" containerClassName={styles.podcast}>
        {(headingId) => (
          <>
            <div className={styles.podcastText}>
              <SectionHeading
                id={headingId}
                eyebrow="Podcast"
                title={`${podcastSeries.name}, the podcast`}
                lead={podcastSeries.description}
              />
              <Link to="/think-tank-all-podcast" className="button button--ghost">
                All {podcastSeries.name} episodes
              </Link>
            </div>
            <VideoCard
              title={latestEpisode.title}
              description={latestEpisode.description}
              embedUrl={latestEpisode.embedUrl}
              kicker={`Latest episode · ${latestEpisode.minutes} min`}
              tone={2}
            />
          </>
        )}
      </PageSection>

      <PageSection
        headingId="events-heading"
        eyebrow="Events"
        title="Meet the minds behind the ideas"
        lead="Members meet online every week and in person every quarter. Every event is free for members."
      >
        <EventList />
      </PageSection>

      <BookSection />

      <PageSection
        headingId="article-teaser-heading"
        eyebrow="Articles"
        title="Essays worth your evening"
        lead="Long reads and short notes from members and fellows of the Think Tank: culture, AI, engineering, remote work and security, with a new one every month."
        action={
          <Link to="/our-ecosystem-all-articles" className="button button--ghost">
            Read all articles
          </Link>
        }
      >
        <ArticleGrid articles={publishedArticles.slice(0, 3)} />
      </PageSection>

      <PageSection headingId="social-heading" surface="tight">
        {(headingId) => (
          <div className={`card ${styles.social}`}>
            <h2 id={headingId} className={styles.socialHeading}>
              Follow the Think Tank
            </h2>
            <SocialLinks />
          </div>
        )}
      </PageSection>
    </>
  )
}
