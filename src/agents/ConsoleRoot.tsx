import { useEffect, useRef, useState } from 'react'
import { Outlet, useLocation, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useAppActorRef } from '../ui/flow/useAppActorRef'
import { agentInboxMachine, filtersOf, inboxQueryOf } from '../machines/agentInbox.machine'
import { consoleShortcutsMachine } from '../machines/consoleShortcuts.machine'
import { consoleShortcutsEffects } from './consoleShortcutsEffects'
import { ShortcutsOverlay } from './ShortcutsOverlay'
import { agentExportMachine } from '../machines/agentExport.machine'
import type { AgentSignInActor } from '../machines/agentSignIn.machine'
import { agentInboxEffects } from './agentInboxEffects'
import { agentExportEffects } from './agentExportEffects'
import type { Agent } from './contract'
import { AgentSignInView } from './SignInView'
import { ConsoleContext, useConsoleSession } from './consoleContext'
import styles from './Console.module.css'
import { PageHydrated } from '../ui/flow/pageHydration'
import { ConsoleLink, useConsoleNavigate } from './links'
import { InboxLink } from './InboxLink'
import { inboxSearch } from './routeParams'

/** Focus goes to the page after a navigation or a sign-in, so a screen reader reads it. */
function useFocusPage(signedIn: boolean) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (signedIn) document.getElementById('agents-main')?.focus({ preventScroll: true })
  }, [pathname, signedIn])
}

/** /agents: the console's frame (its router's root), on the session actor ConsoleApp made; the
 *  pages render inside. */
export function ConsoleRoot() {
  const session = useConsoleSession()
  const agent = useSelector(session, (state) => state.context.session?.agent)
  const signedIn = useSelector(session, (state) => state.matches('signedIn'))
  useFocusPage(signedIn)
  return (
    <>
      {/* Rendered on the client (nothing is prerendered here): it responds once mounted. */}
      <PageHydrated />
      {agent ? (
        <SignedInConsole key={agent.id} session={session} agent={agent} />
      ) : (
        <AgentSignInView session={session} />
      )}
    </>
  )
}

/** The inbox's filters when the console opens on the inbox (a reload, a shared link): the
 *  inbox starts with them rather than asking for every item first. */
function useInboxSearchAtStart() {
  const router = useRouter()
  const [search] = useState(() => {
    const { pathname, search } = router.state.location
    return /^\/agents\/?$/.test(pathname) ? inboxSearch(search as Record<string, unknown>) : {}
  })
  return search
}

/** The signed-in console: the bar and its links over the page; the inbox and its export live
 *  as long as the session. */
function SignedInConsole({ session, agent }: { session: AgentSignInActor; agent: Agent }) {
  const navigate = useConsoleNavigate()
  const startSearch = useInboxSearchAtStart()
  const inbox = useAppActorRef(
    agentInboxMachine.provide(
      agentInboxEffects({
        openItem: (item) =>
          void navigate({
            to: '/agents/items/$kind/$id',
            params: { kind: item.kind, id: item.id },
          }),
        showFilters: (search) => void navigate({ to: '/agents', search }),
      }),
    ),
    { input: { me: agent.id, filters: filtersOf(startSearch, agent.id) } },
  )
  const exporter = useAppActorRef(agentExportMachine.provide(agentExportEffects()))
  // The console's keys (`?` lists them): the inbox as it was left, and its search.
  const goInbox = () => {
    const { filters, me } = inbox.getSnapshot().context
    void navigate({ to: '/agents', search: inboxQueryOf(filters, me) })
  }
  const shortcuts = useAppActorRef(
    consoleShortcutsMachine.provide(
      consoleShortcutsEffects({
        goInbox,
        focusSearch: () => {
          const search = document.getElementById('inbox-q')
          if (search) search.focus()
          else goInbox()
        },
      }),
    ),
  )

  const nav = (
    <>
      <li>
        <InboxLink inbox={inbox} className={styles.navLink}>
          Inbox
        </InboxLink>
      </li>
      <li>
        <ConsoleLink link={{ to: '/agents/campaigns' }} className={styles.navLink}>
          Campaigns
        </ConsoleLink>
      </li>
      <li>
        <ConsoleLink link={{ to: '/agents/mail' }} className={styles.navLink}>
          Mail
        </ConsoleLink>
      </li>
      <li>
        <ConsoleLink link={{ to: '/agents/settings' }} className={styles.navLink}>
          Your settings
        </ConsoleLink>
      </li>
      {agent.role === 'admin' && (
        <li>
          <ConsoleLink link={{ to: '/agents/admin' }} className={styles.navLink}>
            Accounts and erase
          </ConsoleLink>
        </li>
      )}
    </>
  )
  return (
    <ConsoleContext value={{ session, agent, inbox, exporter }}>
      <AgentSignInView session={session} nav={nav}>
        <Outlet />
        <ShortcutsOverlay shortcuts={shortcuts} />
      </AgentSignInView>
    </ConsoleContext>
  )
}
