import { createFileRoute } from '@tanstack/react-router'
import { AudiobookPage } from '../../ui/pages/AudiobookPage'
import { seasonHead } from '../../content/seasons'

export const Route = createFileRoute('/_page/think-tank-audio-book-4')({
  head: () => seasonHead(4),
  component: () => <AudiobookPage season={4} />,
})
