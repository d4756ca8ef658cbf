import { PageIntro } from '../common/PageIntro'

export function MembershipsPage() {
  return (
    <PageIntro
      eyebrow="Memberships"
      title="Premium, Master, Elite"
      lead="Three membership levels, one promise: joining is completely free, with no fees and no hidden costs."
    />
  )
}
