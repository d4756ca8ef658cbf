import { createContext, useContext } from 'react'
import type { AgentSignInActor } from '../machines/agentSignIn.machine'
import type { Agent } from './contract'
import type { AgentInboxActor } from '../machines/agentInbox.machine'
import type { AgentExportActor } from '../machines/agentExport.machine'

export interface ConsoleContextValue {
  session: AgentSignInActor
  agent: Agent
  /** The inbox lives as long as the session: its filters stay while an item is open. */
  inbox: AgentInboxActor
  exporter: AgentExportActor
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null)

/** The signed-in console: the session, its agent, and what pages share. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext)
  if (!value) throw new Error('useConsole() outside the signed-in console')
  return value
}

/** The console's session actor, made by ConsoleApp above the router (whose beforeLoad reads it
 *  too) for the console's frame, ConsoleRoot. */
export const ConsoleSessionContext = createContext<AgentSignInActor | null>(null)

export function useConsoleSession(): AgentSignInActor {
  const session = useContext(ConsoleSessionContext)
  if (!session) throw new Error('useConsoleSession() outside ConsoleApp')
  return session
}
