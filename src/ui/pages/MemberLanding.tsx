import { PageSection } from '../common/PageSection'
import { ArticleGrid } from '../articles/ArticleGrid'
import { MemberWelcome } from './MemberWelcome'
import { PartnerLogos } from '../home/PartnerLogos'
import { useSessionState } from '../session/SessionProvider'
import { thinkTankTeaser } from '../../content/home'
import { publishedArticles } from '../../content/articles'

/** A member's home (/ and /home signed in; loaded by LandingPage in a chunk of its own): their
 *  welcome (name, Talent Agent, one action), what the club publishes, and its partners
 *  (SPEC.md 2.2: the partner logos are for members). */
export function MemberLanding() {
  const login = useSessionState((snapshot) => snapshot?.context.session?.user_login)
  return (
    <>
      <MemberWelcome firstName={login?.first_name} agent={login?.talent_agent} />
      <PageSection
        headingId="member-reading-heading"
        eyebrow={thinkTankTeaser.eyebrow}
        title="New in the Think Tank"
        lead="What the club’s members are reading this month."
      >
        <ArticleGrid articles={publishedArticles} />
      </PageSection>
      <PartnerLogos />
    </>
  )
}
