import { PageIntro } from '../common/PageIntro'

export function AllArticlesPage() {
  return (
    <PageIntro
      title="All Articles"
      lead="Essays from the Think Tank on culture, craft and the future of work."
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Our Ecosystem', to: '/think-tank' },
        { label: 'All Articles' },
      ]}
    />
  )
}
