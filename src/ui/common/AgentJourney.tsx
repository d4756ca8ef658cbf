import type { ReactNode } from 'react'
import { PageIntro } from './PageIntro'
import { SectionHeading } from './SectionHeading'
import { Timeline } from './Timeline'
import { agentHelpHero, applicationSteps } from '../../content/journey'

/** The hero of the pages for visitors without a referral (/no-token, /i-want-a-password): how
 *  the Talent Agent helps. Actions (links, buttons) go in as children. */
export function AgentHelpHero({ children }: { children?: ReactNode }) {
  return (
    <PageIntro
      eyebrow={agentHelpHero.eyebrow}
      title={agentHelpHero.title}
      lead={agentHelpHero.lead}
      art={agentHelpHero.art}
    >
      {children}
    </PageIntro>
  )
}

/** The four steps from first contact to the welcome invitation, as a titled section. */
export function ApplicationTimeline() {
  return (
    <section className="container section" aria-labelledby="application-steps-heading">
      <SectionHeading
        id="application-steps-heading"
        eyebrow="How to join"
        title="Four steps to the club"
      />
      <Timeline steps={applicationSteps} />
    </section>
  )
}
