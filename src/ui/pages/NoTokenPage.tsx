import { Link } from '@tanstack/react-router'
import { PageIntro } from '../common/PageIntro'

export function NoTokenPage() {
  return (
    <PageIntro
      eyebrow="No referral yet?"
      title="Your way into the club starts here"
      lead="Contact a Talent Agent or request an invitation, complete a short skills assessment, and receive a personal token for full access."
    >
      <p>
        <Link to="/reach-out-a-talent-agent" className="button button--primary">
          Reach out to a Talent Agent
        </Link>
      </p>
    </PageIntro>
  )
}
