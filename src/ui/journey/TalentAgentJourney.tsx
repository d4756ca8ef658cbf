import type { ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { BackIcon, CloseIcon } from '../forms/Icons'
import { BrandBar } from '../shell/BrandBar'
import type { JourneyStep } from '../../content/journey'
import { applicationSteps, talentAgentHelps } from '../../content/talentAgentJourney'
import styles from './Journey.module.css'

function JourneySection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Steps as cards, side by side on a wide screen. */
export function StepCards({ steps }: { steps: JourneyStep[] }) {
  return (
    <ul className={styles.helps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.help}>
          <h3 className={styles.itemTitle}>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ul>
  )
}

/** How a Talent Agent helps a new member. */
export function TalentAgentHelps() {
  return (
    <JourneySection id="talent-agent-helps" title="How your Talent Agent helps">
      <StepCards steps={talentAgentHelps} />
    </JourneySection>
  )
}

/** The application in four steps, as a timeline. */
export function ApplicationTimeline() {
  return (
    <JourneySection id="application-steps" title="Your application in four steps">
      <ol className={styles.timeline}>
        {applicationSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.itemTitle}>{step.title}</h3>
              <p>{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </JourneySection>
  )
}

/** The header of a page without a navbar: the club's logo, with a back link at the start or a
 *  close link at the end. Each shows its word beside its icon (an icon alone leaves a visitor to
 *  guess where it goes, issue 47); `name` is the accessible name when it says more than the
 *  word, and holds the word, so a voice user can say what they see. */
export function CornerLink({
  to,
  label,
  name,
  icon,
}: {
  to: NonNullable<LinkProps['to']>
  label: string
  name?: string
  icon: 'close' | 'back'
}) {
  const link = (
    <Link
      to={to}
      className={`button button--ghost button--small ${styles.corner}`}
      aria-label={name}
    >
      {icon === 'close' ? <CloseIcon /> : <BackIcon />}
      <span>{label}</span>
    </Link>
  )
  return icon === 'back' ? <BrandBar start={link} /> : <BrandBar end={link} />
}
