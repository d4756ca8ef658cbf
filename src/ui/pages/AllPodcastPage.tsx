import { PageIntro } from '../common/PageIntro'

export function AllPodcastPage() {
  return (
    <PageIntro
      title="All Podcast"
      lead="Every episode of the Digital Ritual series."
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Think Tank', to: '/think-tank' },
        { label: 'All Podcast' },
      ]}
    />
  )
}
