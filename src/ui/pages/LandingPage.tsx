import { Link } from '@tanstack/react-router'
import { Illustration } from '../common/Illustration'
import { PageSection } from '../common/PageSection'
import { PurposeCards } from '../home/PurposeCards'
import { ArticleGrid } from '../articles/ArticleGrid'
import { MembershipCta } from '../membership/MembershipCta'
import { JoinOrPlatform } from '../membership/JoinOrPlatform'
import { PartnerLogos } from '../home/PartnerLogos'
import { SignedInOnly } from '../session/SessionProvider'
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

/** The landing screen of / and /home (SPEC.md 2.2); the partner logos are for signed-in
 *  members only. */
export function LandingPage() {
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

      <SignedInOnly>
        <PartnerLogos />
      </SignedInOnly>
    </>
  )
}
