import { PageIntro } from '../common/PageIntro'

export function HowToEarnPage() {
  return (
    <PageIntro
      title="How to Earn Nova Points"
      lead="Refer talent, interview candidates, reach your goals, earn client recognition, join events and mentor others."
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Memberships', to: '/memberships' },
        { label: 'How to Earn Nova Points' },
      ]}
    />
  )
}
