import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../ui/pages/LandingPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/interview/$hash')({
  head: () =>
    pageHead('Your interview', 'An invitation to interview for a position through Nova Club.'),
  component: LandingPage,
})
