// What the membership dialog machine needs from the app: the page's scroll lock, and the login
// modal it runs as its child, signing in to the session.
import type { membershipDialogMachine } from '../../machines/membershipDialog.machine'
import { loginModalMachine } from '../../machines/loginModal.machine'
import type { SessionActor } from '../../machines/session.machine'
import { lockScroll, unlockScroll } from '../../lib/scrollLock'
import type { MachineEffects } from '../flow/machineEffects'
import { loginModalEffects, type LoginModalCalls } from '../login/loginModalEffects'

/** `loginCalls` replaces some of the login modal's calls (a test's fakes). */
export function membershipDialogEffects(
  session: SessionActor,
  loginCalls: Partial<LoginModalCalls> = {},
) {
  return {
    actions: { lockScroll, unlockScroll },
    actors: { loginModal: loginModalMachine.provide(loginModalEffects(session, loginCalls)) },
  } satisfies MachineEffects<typeof membershipDialogMachine>
}
