// What the NDA machine needs from the app: the call that completes the signed-in member's
// onboarding, the session that keeps the boarding it answers, and the way home.
import { fromPromise } from 'xstate'
import type { ndaMachine } from '../../machines/nda.machine'
import type { SessionActor } from '../../machines/session.machine'
import { callApiLazily } from '../../api/lazyClient'
import type { MachineEffects } from '../app/machineEffects'

export function ndaEffects(session: SessionActor, goHome: () => void) {
  return {
    actors: {
      completeOnboarding: fromPromise(async () => {
        const username = session.getSnapshot().context.session?.username
        if (!username) throw Object.assign(new Error('Nobody is signed in'), { status: 401 })
        const { data } = await callApiLazily('completeBoarding', { body: { username } })
        return data.boarding
      }),
    },
    actions: {
      storeBoarding: (_, { boarding }) => session.send({ type: 'BOARDED', boarding }),
      goHome,
    },
  } satisfies MachineEffects<typeof ndaMachine>
}
