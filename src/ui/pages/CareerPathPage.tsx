import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'

export function CareerPathPage() {
  return (
    <PageIntro
      eyebrow="Career Path"
      title="Talent Agents"
      lead="An AI-assisted career guide for every member: onboarding, goals, project matching and regular check-ins."
    >
      <p>
        <Link to="/testimonials" className="button button--ghost">
          Know more members
        </Link>
      </p>
    </PageIntro>
  )
}
