import { PageIntro } from '../common/PageIntro'

export function OurPlatformPage() {
  return (
    <PageIntro
      eyebrow="Our Platform"
      title="One platform for your whole working life"
      lead="Collaboration, management, productivity and optimization: a personal job board, time tracking, automatic invoicing and payouts."
    />
  )
}
