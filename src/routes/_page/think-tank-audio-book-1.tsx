import { createFileRoute } from '@tanstack/react-router'
import { AudiobookPage } from '../../ui/pages/AudiobookPage'
import { seasonHead } from '../../content/seasons'

export const Route = createFileRoute('/_page/think-tank-audio-book-1')({
  head: () => seasonHead(1),
  component: () => <AudiobookPage season={1} />,
})
