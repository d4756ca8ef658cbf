import { useEffect, useRef } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useAppActorRef } from '../ui/flow/useAppActorRef'
import { agentSignInMachine } from '../machines/agentSignIn.machine'
import { agentSignInEffects } from './agentSignInEffects'
import { onSessionLost } from './client'
import { ConsoleSessionContext } from './consoleContext'
import type { ConsoleRouter } from './router'

/** The console: its session actor, above the router, so that a page's beforeLoad (an
 *  administrator's page) and the frame (ConsoleRoot) both know who is signed in. */
export function ConsoleApp({ router }: { router: ConsoleRouter }) {
  const session = useAppActorRef(agentSignInMachine.provide(agentSignInEffects()))
  // A 401 on any call but sign-in ends the session here, once for the whole console: the
  // pages' machines only see a failed call, and the sign-in says the session has ended.
  useEffect(() => onSessionLost(() => session.send({ type: 'SESSION_LOST' })), [session])
  const who = useSelector(session, (state) => {
    const agent = state.context.session?.agent
    return agent ? `${agent.id} ${agent.role}` : ''
  })
  // The pages' checks ran for whoever was signed in then (nobody, while the session is being
  // restored): they run again for the agent signed in now.
  const checkedFor = useRef(who)
  useEffect(() => {
    if (checkedFor.current === who) return
    checkedFor.current = who
    void router.invalidate()
  }, [router, who])
  return (
    <ConsoleSessionContext value={session}>
      <RouterProvider router={router} context={{ session }} />
    </ConsoleSessionContext>
  )
}
