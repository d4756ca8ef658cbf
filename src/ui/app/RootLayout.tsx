import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useMatches } from '@tanstack/react-router'
import { DocumentHead } from './DocumentHead'
import { SiteHeader } from '../shell/SiteHeader'
import { SiteFooter } from '../shell/SiteFooter'
import { AccountProviders } from './AccountProviders'
import { InterviewFlowWhenNeeded } from '../interview/InterviewFlowWhenNeeded'

/** Moves focus to the new page after a client-side navigation, so screen readers announce it. */
function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    main.current?.focus({ preventScroll: true })
  }, [pathname, main])
}

export function RootLayout() {
  const navbar = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.navbar)?.staticData.navbar,
  })
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigation(main)

  return (
    <AccountProviders>
      <DocumentHead />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navbar !== 'none' && <SiteHeader variant={navbar ?? 'public'} />}
      <main id="main" ref={main} tabIndex={-1} className="main">
        <Outlet />
      </main>
      <SiteFooter />
      <InterviewFlowWhenNeeded />
    </AccountProviders>
  )
}
