import { createFileRoute } from '@tanstack/react-router'
import { AllPodcastPage } from '../../ui/pages/AllPodcastPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/think-tank-all-podcast')({
  head: () => pageHead('All Podcast', 'Every episode of the Digital Ritual podcast.'),
  component: AllPodcastPage,
})
