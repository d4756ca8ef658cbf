import { createFileRoute } from '@tanstack/react-router'
import { AudiobookPage } from '../../ui/pages/AudiobookPage'
import { seasonHead } from '../../content/seasons'

export const Route = createFileRoute('/_page/think-tank-audio-book-3')({
  head: () => seasonHead(3),
  component: () => <AudiobookPage season={3} />,
})
