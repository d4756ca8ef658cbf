import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate'
import { filmSeconds } from '../content/interviewFilm'
import { notProvided } from './shared'

/** How far the arrow keys move the film, in seconds. */
export const FILM_SEEK_STEP = 5

export interface FilmPlayerContext {
  /** Where the film is, from 0 to `filmSeconds`. */
  seconds: number
  /** Whether the captions' line shows (it is still read out when hidden). */
  captionsShown: boolean
}

export type FilmPlayerEvent =
  | { type: 'TOGGLE' }
  /** To a moment (the progress bar, a transcript line) ... */
  | { type: 'SEEK'; to: number }
  /** ... or by some seconds from here (the arrow keys). */
  | { type: 'SEEK'; by: number }
  /** From the clock: the seconds since its last tick. */
  | { type: 'TICK'; seconds: number }
  | { type: 'TOGGLE_CAPTIONS' }

/** Where the key was pressed: on the player itself, on a button (or the transcript's summary),
 *  which keeps Space for its own click, or on the progress bar, which keeps Space and arrows. */
export type FilmKeyTarget = 'player' | 'button' | 'range'

export interface FilmKeyPress {
  /** `KeyboardEvent.key`. */
  key: string
  /** Alt, Ctrl or Meta held: the browser's or the system's shortcut, not the player's. */
  modified: boolean
  target: FilmKeyTarget
}

/** The player's keys: Space or K plays and pauses, C shows or hides the captions, the arrows
 *  move five seconds; a control keeps its own keys. Undefined: the key is not the player's. */
export function filmKeyEvent({ key, modified, target }: FilmKeyPress): FilmPlayerEvent | undefined {
  if (modified) return undefined
  switch (key.toLowerCase()) {
    case 'k':
      return { type: 'TOGGLE' }
    case ' ':
      return target === 'player' ? { type: 'TOGGLE' } : undefined
    case 'c':
      return { type: 'TOGGLE_CAPTIONS' }
    case 'arrowleft':
      return target === 'range' ? undefined : { type: 'SEEK', by: -FILM_SEEK_STEP }
    case 'arrowright':
      return target === 'range' ? undefined : { type: 'SEEK', by: FILM_SEEK_STEP }
    default:
      return undefined
  }
}

/** Where a seek or a tick takes the film: never before its start nor past its end. */
function positionAfter(seconds: number, event: FilmPlayerEvent): number {
  let to = seconds
  if (event.type === 'TICK') to = seconds + event.seconds
  else if (event.type === 'SEEK') to = 'to' in event ? event.to : seconds + event.by
  return Math.min(Math.max(to, 0), filmSeconds)
}

/** Where a seek leaves a film that is not playing: at the start it stands as the poster, at
 *  the end it has ended, anywhere else it is paused there. */
const seekWhileStill = [
  { guard: 'landsAtStart', target: 'poster', actions: 'move' },
  { guard: 'landsAtEnd', target: 'ended', actions: 'move' },
  { target: 'paused', actions: 'move' },
] as const

/**
 * The interview film's player (SPEC.md 2.8): a film drawn in the page, captioned, played and
 * paused, sought with its progress bar, its transcript and the arrow keys. The clock that moves
 * it is a child invoked only while it plays.
 */
export const filmPlayerMachine = setup({
  types: {
    context: {} as FilmPlayerContext,
    events: {} as FilmPlayerEvent,
  },
  actors: {
    /** Supplied by the app: sends TICK with the seconds elapsed since the last one, each
     *  animation frame, until it is stopped. */
    clock: fromCallback<FilmPlayerEvent>(notProvided('clock')),
  },
  guards: {
    landsAtStart: ({ context, event }) => positionAfter(context.seconds, event) === 0,
    landsAtEnd: ({ context, event }) => positionAfter(context.seconds, event) === filmSeconds,
    atStart: ({ context }) => context.seconds === 0,
  },
  actions: {
    move: assign({ seconds: ({ context, event }) => positionAfter(context.seconds, event) }),
    rewind: assign({ seconds: 0 }),
    toggleCaptions: assign({ captionsShown: ({ context }) => !context.captionsShown }),
  },
}).createMachine({
  id: 'filmPlayer',
  description:
    'Stands as its poster until played; plays with a clock, pauses, seeks, ends, and plays again from the start.',
  meta: {
    purpose: "The film 'Discover the Next Generation Interview' of the interview's video modal.",
    spec: '2.8',
  },
  context: { seconds: 0, captionsShown: true },
  initial: 'poster',
  on: {
    TOGGLE_CAPTIONS: {
      description: 'In any state: the captions line shows or hides (C, or the CC button).',
      actions: 'toggleCaptions',
    },
  },
  states: {
    poster: {
      description:
        'Not playing, at the start: the title card stands finished, with the big play button.',
      on: { TOGGLE: 'playing', SEEK: seekWhileStill },
    },
    playing: {
      description: 'The clock runs and the scenes move; the button reads Pause the film.',
      invoke: { id: 'clock', src: 'clock' },
      on: {
        TOGGLE: [
          {
            guard: 'atStart',
            target: 'poster',
            description: 'Paused before the first tick.',
          },
          { target: 'paused' },
        ],
        TICK: [{ guard: 'landsAtEnd', target: 'ended', actions: 'move' }, { actions: 'move' }],
        SEEK: [
          { guard: 'landsAtEnd', target: 'ended', actions: 'move' },
          { actions: 'move', description: 'It plays on from there.' },
        ],
      },
    },
    paused: {
      description: 'Stopped between the start and the end; the scene holds where it was.',
      on: { TOGGLE: 'playing', SEEK: seekWhileStill },
    },
    ended: {
      description:
        'At the end, the last scene finished, with the big play button; the button reads Play the film again.',
      on: {
        TOGGLE: { target: 'playing', actions: 'rewind', description: 'From the start again.' },
        SEEK: seekWhileStill,
      },
    },
  },
})

export type FilmPlayerActor = ActorRefFrom<typeof filmPlayerMachine>
