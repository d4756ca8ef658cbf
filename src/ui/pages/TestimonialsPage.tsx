import { PageIntro } from '../common/PageIntro'

export function TestimonialsPage() {
  return (
    <PageIntro
      title="Member's Testimonials"
      lead="What members say about working with the club."
      breadcrumb={[
        { label: 'Home', to: '/' },
        { label: 'Career Path', to: '/career-path' },
        { label: "Member's Testimonials" },
      ]}
    />
  )
}
