import { assign, setup, type ActorRefFrom } from 'xstate'

export interface SliderInput {
  /** How many slides there are. */
  count: number
}

/**
 * A set of slides shown one at a time, operated as ARIA tabs: a tab click selects a slide, the
 * arrows step through them and wrap from the last to the first and back (SPEC.md 2.7).
 */
export const sliderMachine = setup({
  types: {
    input: {} as SliderInput,
    context: {} as { index: number; count: number },
    events: {} as
      | { type: 'SELECT'; index: number }
      | { type: 'NEXT' }
      | { type: 'PREVIOUS' }
      | { type: 'FIRST' }
      | { type: 'LAST' },
  },
  guards: {
    isSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
}).createMachine({
  id: 'slider',
  description:
    'One slide at a time, operated as ARIA tabs; starts at the first slide and the arrows wrap.',
  meta: { purpose: 'The approach and talent agents sliders of the home page.', spec: '2.7' },
  context: ({ input }) => ({ index: 0, count: input.count }),
  initial: 'showing',
  states: {
    showing: {
      description: 'Shows the slide at `index`.',
      on: {
        SELECT: {
          guard: { type: 'isSlide', params: ({ event }) => ({ index: event.index }) },
          actions: assign({ index: ({ event }) => event.index }),
        },
        NEXT: {
          description: 'From the last slide to the first.',
          actions: assign({ index: ({ context }) => (context.index + 1) % context.count }),
        },
        PREVIOUS: {
          description: 'From the first slide to the last.',
          actions: assign({
            index: ({ context }) => (context.index - 1 + context.count) % context.count,
          }),
        },
        FIRST: { actions: assign({ index: 0 }) },
        LAST: { actions: assign({ index: ({ context }) => context.count - 1 }) },
      },
    },
  },
})

export type SliderActor = ActorRefFrom<typeof sliderMachine>
