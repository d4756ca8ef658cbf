import { createFileRoute } from '@tanstack/react-router'
import { CandidateLandingPage } from '../../ui/pages/CandidateLandingPage'
import { pageHead } from '../../lib/head'

// An invited candidate's page: the overlay leads (Start Interview), so no navbar and no
// newsletter box compete with it (issue 47).
export const Route = createFileRoute('/_page/interview/$hash')({
  head: () =>
    pageHead('Your interview', 'An invitation to interview for a position through Nova Club.'),
  staticData: { navbar: 'none', footerSubscribe: false },
  component: CandidateLandingPage,
})
