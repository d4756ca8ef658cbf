import { Link } from '@tanstack/react-router'
import { Illustration } from '../common/Illustration'
import { PageSection } from '../common/PageSection'
import { PurposeCards } from '../home/PurposeCards'
import { ArticleGrid } from '../articles/ArticleGrid'
import { MembershipCta } from '../membership/MembershipCta'
import { JoinOrPlatform } from '../membership/JoinOrPlatform'
import { Suspense } from 'react'
import { lazyView } from '../lazy/lazyView'
import { useSignedIn } from '../session/SessionProvider'
import { ApproachSlider } from '../sliders/ApproachSlider'
import { TalentAgentsSlider } from '../sliders/TalentAgentsSlider'
import {
  agentsTeaser,
  approachTeaser,
  freeJoining,
  homeHero,
  purposeSection,
  thinkTankTeaser,
} from '../../content/home'
import { publishedArticles } from '../../content/articles'
import styles from './LandingPage.module.css'

/** A member's home is not on the page at its first paint (the prerendered page is the
 *  visitor's): its code comes in a chunk of its own, so a visitor's page loads none of it. */
const memberLanding = lazyView(async () => (await import('./MemberLanding')).MemberLanding)

/** The landing screen of / and /home (SPEC.md 2.2): the visitor's page, or a signed-in
 *  member's home (issue 47; with the partner logos, which are for members only). Members see
 *  it once the page has hydrated and the session cookie is read; until its chunk is in, the
 *  page stays as it was painted. */
export function LandingPage() {
  if (!useSignedIn()) return <VisitorLanding />
  return (
    <Suspense fallback={<VisitorLanding />}>
      <memberLanding.Component />
    </Suspense>
  )
}

/** The visitor's landing: the club's pitch. */
function VisitorLanding() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={`eyebrow ${styles.eyebrow}`}>{homeHero.eyebrow}</p>
            <h1 id="home-title" className={styles.title}>
              {homeHero.title}
            </h1>
            <p className={styles.lead}>{homeHero.lead}</p>
            <div className={styles.actions}>
              <JoinOrPlatform>Request your invitation</JoinOrPlatform>
              <Link to="/our-platform" className="button button--ghost">
                Discover the platform
              </Link>
            </div>
          </div>
          <Illustration image={homeHero.art} priority className={styles.heroArt} />
        </div>
      </section>

      <PageSection
        headingId="purpose-heading"
        eyebrow={purposeSection.eyebrow}
        title={purposeSection.title}
        lead={purposeSection.lead}
      >
        <PurposeCards />
      </PageSection>

      <section className={styles.free} aria-labelledby="free-heading">
        <div className="container">
          <h2 id="free-heading" className={styles.freeTitle}>
            {freeJoining.title}
          </h2>
          <p className={styles.freeText}>{freeJoining.body}</p>
        </div>
      </section>

      <div className={`container section ${styles.slider}`}>
        <ApproachSlider />
        <Link to={approachTeaser.link.to} className="button button--primary">
          {approachTeaser.link.label}
        </Link>
      </div>

      <div className={`surface-raised section ${styles.sliderBand}`}>
        <div className={`container ${styles.slider}`}>
          <TalentAgentsSlider />
          <Link to={agentsTeaser.link.to} className="button button--primary">
            {agentsTeaser.link.label}
          </Link>
        </div>
      </div>

      <PageSection
        headingId="think-tank-heading"
        eyebrow={thinkTankTeaser.eyebrow}
        title={thinkTankTeaser.title}
        lead={thinkTankTeaser.lead}
        action={
          <Link to={thinkTankTeaser.link.to} className="button button--ghost">
            {thinkTankTeaser.link.label}
          </Link>
        }
      >
        <ArticleGrid articles={publishedArticles} />
      </PageSection>

      <MembershipCta tone="dark" />
    </>
  )
}
