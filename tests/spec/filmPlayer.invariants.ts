// What holds in every state of the interview film's player: checked by the property walks.
import { filmSeconds } from '../../src/content/interviewFilm'
import { filmPlayerMachine } from '../../src/machines/filmPlayer.machine'
import { invariants } from '../walks/invariant'

export const filmPlayerInvariants = invariants(filmPlayerMachine, [
  {
    rule: 'the film is always between its start and its end',
    holds: ({ context }) => context.seconds >= 0 && context.seconds <= filmSeconds,
  },
  {
    rule: 'the poster shows only at the start, the end only at the end',
    holds: (snapshot) =>
      (!snapshot.matches('poster') || snapshot.context.seconds === 0) &&
      (!snapshot.matches('ended') || snapshot.context.seconds === filmSeconds),
  },
  {
    rule: 'the clock runs only while the film plays',
    holds: (snapshot) => (snapshot.children.clock !== undefined) === snapshot.matches('playing'),
  },
])
