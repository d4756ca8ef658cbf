import { fromPromise } from 'xstate'
import type { MachineEffects } from '../ui/flow/machineEffects'
import { agentSignInMachine, type AgentSession } from '../machines/agentSignIn.machine'
import { consoleCall, setAgentsToken } from './client'
import { signInResponse } from './contract'

/** Where this tab keeps the console's session, so that a reload stays signed in (the tab's
 *  session storage: it ends with the tab, and no other site's page can read it). */
export const AGENTS_SESSION_KEY = 'agentsSession'

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The session this tab kept, when it is well formed and not yet over. */
export function storedAgentSession(): AgentSession | null {
  const text = storage()?.getItem(AGENTS_SESSION_KEY)
  if (!text) return null
  try {
    const parsed = signInResponse.safeParse(JSON.parse(text))
    if (parsed.success && Date.parse(parsed.data.expiresAt) > Date.now()) return parsed.data
  } catch {
    // Not JSON: forgotten below.
  }
  storage()?.removeItem(AGENTS_SESSION_KEY)
  return null
}

export function agentSignInEffects() {
  return {
    actors: {
      restoreSession: fromPromise(async () => storedAgentSession()),
      signIn: fromPromise(({ input }: { input: { username: string; password: string } }) =>
        consoleCall('signIn', { body: input }),
      ),
      // No answer to read (204): the machine waits for the call, not for a value.
      endSession: fromPromise<unknown, { token: string }>(() => consoleCall('signOut')),
    },
    actions: {
      keepSession: (_: unknown, { session }: { session: AgentSession }) => {
        setAgentsToken(session.token)
        storage()?.setItem(AGENTS_SESSION_KEY, JSON.stringify(session))
      },
      forgetSession: () => {
        setAgentsToken(undefined)
        storage()?.removeItem(AGENTS_SESSION_KEY)
      },
    },
  } satisfies MachineEffects<typeof agentSignInMachine>
}
