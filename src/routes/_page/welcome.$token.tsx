import { createFileRoute } from '@tanstack/react-router'
import { WelcomePage } from '../../ui/pages/WelcomePage'
import { pageHead } from '../../lib/head'

// Not prerendered with a real token: one template (scripts/prerender.ts, noindex) answers every
// /welcome/<token>, and the page checks its link once hydrated.
export const Route = createFileRoute('/_page/welcome/$token')({
  head: () =>
    pageHead('Your welcome invitation', 'Choose your user name and password to join Nova Club.'),
  // One person's moment: no navbar, and no newsletter box beside the one action.
  staticData: { navbar: 'none', footerSubscribe: false },
  component: WelcomeRoute,
})

function WelcomeRoute() {
  const { token } = Route.useParams()
  return <WelcomePage token={token} />
}
