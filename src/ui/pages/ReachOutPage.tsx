import { PageIntro } from '../common/PageIntro'

export function ReachOutPage() {
  return (
    <PageIntro
      eyebrow="Talk to a person"
      title="Reach out to a Talent Agent"
      lead="Tell us who you are and what you are looking for; a Talent Agent answers every message."
    />
  )
}
