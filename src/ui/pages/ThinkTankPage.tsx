import { PageIntro } from '../common/PageIntro'

export function ThinkTankPage() {
  return (
    <PageIntro
      eyebrow="Our Ecosystem"
      title="Think Tank"
      lead="Videos, the Digital Ritual podcast, articles, events, a free book and audiobook seasons on where technology is taking work."
    />
  )
}
