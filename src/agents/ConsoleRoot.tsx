import { useEffect, useRef } from 'react'
import { Outlet, useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useAppActorRef } from '../ui/flow/useAppActorRef'
import { agentSignInMachine } from '../machines/agentSignIn.machine'
import { agentInboxMachine } from '../machines/agentInbox.machine'
import { agentExportMachine } from '../machines/agentExport.machine'
import type { AgentSignInActor } from '../machines/agentSignIn.machine'
import { agentInboxEffects } from './agentInboxEffects'
import { agentExportEffects } from './agentExportEffects'
import type { Agent } from './contract'
import { agentSignInEffects } from './agentSignInEffects'
import { AgentSignInView } from './SignInView'
import { ConsoleContext } from './consoleContext'
import styles from './Console.module.css'
import { PageHydrated } from '../ui/flow/pageHydration'
import { ConsoleLink, useConsoleNavigate } from './links'

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

/** /agents: the console's frame (its router's root), on its own session actor; the pages render inside. */
export function ConsoleRoot() {
  const session = useAppActorRef(agentSignInMachine.provide(agentSignInEffects()))
  const agent = useSelector(session, (state) => state.context.session?.agent)
  const signedIn = useSelector(session, (state) => state.matches('signedIn'))
  useFocusPage(signedIn)

  const nav = (
    <>
      <li>
        <ConsoleLink
          link={{ to: '/agents', activeOptions: { exact: true } }}
          className={styles.navLink}
        >
          Inbox
        </ConsoleLink>
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
      {agent?.role === 'admin' && (
        <li>
          <ConsoleLink link={{ to: '/agents/admin' }} className={styles.navLink}>
            Accounts and erase
          </ConsoleLink>
        </li>
      )}
    </>
  )
  return (
    <>
      {/* Rendered on the client (nothing is prerendered here): it responds once mounted. */}
      <PageHydrated />
      <AgentSignInView session={session} nav={nav}>
        {agent && <SignedInConsole key={agent.id} session={session} agent={agent} />}
      </AgentSignInView>
    </>
  )
}

/** The signed-in console: the inbox and its export live as long as the session. */
function SignedInConsole({ session, agent }: { session: AgentSignInActor; agent: Agent }) {
  const navigate = useConsoleNavigate()
  const sessionLost = () => session.send({ type: 'SESSION_LOST' })
  const inbox = useAppActorRef(
    agentInboxMachine.provide(
      agentInboxEffects({
        openItem: (item) =>
          void navigate({
            to: '/agents/items/$kind/$id',
            params: { kind: item.kind, id: String(item.id) },
          }),
        sessionLost,
      }),
    ),
    { input: { me: agent.id } },
  )
  const exporter = useAppActorRef(agentExportMachine.provide(agentExportEffects({ sessionLost })))
  return (
    <ConsoleContext value={{ session, agent, inbox, exporter }}>
      <Outlet />
    </ConsoleContext>
  )
}
