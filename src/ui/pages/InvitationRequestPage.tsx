import { PageIntro } from '../common/PageIntro'

export function InvitationRequestPage() {
  return (
    <PageIntro
      eyebrow="Request an invitation"
      title="Your Talent Agent, from the first day"
      lead="Fill out the form, let our Talent Agents review it, and receive your welcome invitation."
    />
  )
}
