import { PageIntro } from '../common/PageIntro'
import { seasonOf, type Season } from '../../content/seasons'

/** An audiobook season page (SPEC.md 2.5). */
export function AudiobookPage({ season: number }: { season: Season['number'] }) {
  const season = seasonOf(number)
  return (
    <PageIntro
      eyebrow="Audiobook"
      title={`Season ${season.number}: ${season.title}`}
      lead={`${season.episodeCount} episodes.`}
      breadcrumb={[{ label: 'Think Tank', to: '/think-tank' }, { label: 'Audiobook' }]}
    />
  )
}
