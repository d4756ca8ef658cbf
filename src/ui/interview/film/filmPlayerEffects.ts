// What the film player's machine needs from the browser: the clock that moves the film, one
// tick per animation frame while it plays (stopped by the machine when it leaves 'playing').
import { fromCallback } from 'xstate'
import type { FilmPlayerEvent, filmPlayerMachine } from '../../../machines/filmPlayer.machine'
import type { MachineEffects } from '../../flow/machineEffects'

export function filmPlayerEffects() {
  return {
    actors: {
      clock: fromCallback<FilmPlayerEvent>(({ sendBack }) => {
        let last = performance.now()
        let frame = requestAnimationFrame(function advance(now) {
          sendBack({ type: 'TICK', seconds: (now - last) / 1000 })
          last = now
          frame = requestAnimationFrame(advance)
        })
        return () => cancelAnimationFrame(frame)
      }),
    },
  } satisfies MachineEffects<typeof filmPlayerMachine>
}
