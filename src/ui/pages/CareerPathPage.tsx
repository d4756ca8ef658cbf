import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'
import { PageSection } from '../common/PageSection'
import { SectionHeading } from '../common/SectionHeading'
import { Timeline } from '../common/Timeline'
import { Illustration } from '../common/Illustration'
import { MembershipCta } from '../membership/MembershipCta'
import { agentHelpHero, agentSupportSteps } from '../../content/journey'
import { talentAgents } from '../../content/talentAgents'
import { testimonials } from '../../content/testimonials'
import styles from './CareerPathPage.module.css'

const featuredTestimonial = testimonials[0]!

/** The Talent Agents page (SPEC.md 2.1): what an agent does, the four agents, and members. */
export function CareerPathPage() {
  return (
    <>
      <PageIntro
        eyebrow="Career Path"
        title="Talent Agents"
        lead="An AI-assisted career guide for every member, from the first day: onboarding, goals, matching to projects and regular check-ins. Your career, with someone in your corner."
        art={agentHelpHero.art}
      />

      <PageSection
        headingId="agent-steps-heading"
        eyebrow="What your agent does"
        title="Four things, done well, all year"
      >
        <Timeline steps={agentSupportSteps} />
      </PageSection>

      <PageSection
        headingId="agents-heading"
        surface="raised"
        eyebrow="The agents"
        title="Four specialties, one goal: your next step"
        lead="Each agent leads on a specialty and works with the others, so you always get the right perspective."
      >
        <ul className={styles.agents}>
          {talentAgents.map((agent) => (
            <li key={agent.name} className={styles.agent}>
              <Illustration image={agent.photo} className={styles.photo} />
              <div className={styles.agentText}>
                <p className={`eyebrow ${styles.agentTitle}`}>{agent.title}</p>
                <h3 className={styles.agentName}>{agent.name}</h3>
                <p className={styles.role}>{agent.role}</p>
                <blockquote className={styles.quote}>
                  <p>{agent.quote}</p>
                </blockquote>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection headingId="members-heading">
        {(headingId) => (
          <div className={styles.members}>
            <div>
              <SectionHeading
                id={headingId}
                eyebrow="Members"
                title="Careers that took a new turn"
              />
              <Link to="/testimonials" className="button button--primary">
                Know more members
              </Link>
            </div>
            <figure className={styles.featured}>
              <blockquote>
                <p>{featuredTestimonial.quote}</p>
              </blockquote>
              <figcaption>
                {featuredTestimonial.name}
                {', '}
                {featuredTestimonial.role}
                {', '}
                {featuredTestimonial.country}
              </figcaption>
            </figure>
          </div>
        )}
      </PageSection>

      <MembershipCta tone="light" />
    </>
  )
}
