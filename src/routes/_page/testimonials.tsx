import { createFileRoute } from '@tanstack/react-router'
import { TestimonialsPage } from '../../ui/pages/TestimonialsPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/testimonials')({
  head: () =>
    pageHead(
      "Member's Testimonials",
      'What Nova Club members say about their work and their Talent Agents.',
    ),
  component: TestimonialsPage,
})
