// What the NDA machine needs from the app: the call that completes the signed-in member's
// onboarding, the session that keeps the boarding it answers, and the way home.
import { fromPromise, waitFor } from 'xstate'
import type { ndaMachine } from '../../machines/nda.machine'
import { callApi } from '../../api/client'
import type { MachineEffects } from '../flow/machineEffects'
import type { SessionFlow } from '../session/SessionProvider'

/** `session` may not have started yet (it starts when first needed): Continue starts it, and
 *  waits while it reads its cookie. */
export function ndaEffects(session: SessionFlow, goHome: () => void) {
  return {
    actors: {
      completeOnboarding: fromPromise(async () => {
        const restored = await waitFor(
          await session.start(),
          (snapshot) => !snapshot.matches('restoring'),
        )
        const username = restored.context.session?.username
        if (!username) throw Object.assign(new Error('Nobody is signed in'), { status: 401 })
        const { data } = await callApi('completeBoarding', { body: { username } })
        return data.boarding
      }),
    },
    actions: {
      // Onboarding was completed for the started session.
      storeBoarding: (_, { boarding }) => session.current()?.send({ type: 'BOARDED', boarding }),
      goHome,
    },
  } satisfies MachineEffects<typeof ndaMachine>
}
