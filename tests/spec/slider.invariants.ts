// What holds for a slider, whatever is pressed: checked by the property walks (tests/walks).
import { sliderMachine } from '../../src/machines/slider.machine'
import { invariants } from '../walks/invariant'

export const sliderInvariants = invariants(sliderMachine, [
  {
    rule: 'the slide shown is always one of the slides',
    holds: ({ context }) =>
      Number.isInteger(context.index) && context.index >= 0 && context.index < context.count,
  },
])
