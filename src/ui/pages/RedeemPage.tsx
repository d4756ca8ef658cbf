import { PageIntro } from '../common/PageIntro'

export function RedeemPage() {
  return (
    <PageIntro
      eyebrow="Nova Points"
      title="Redeem Points, Enjoy Rewards"
      lead="Turn your Nova Points into time off, premium perks and exclusive subscriptions."
    />
  )
}
