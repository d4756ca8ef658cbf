// SPEC.md 2.8: 'Discover the Next Generation Interview' opens the interview film: the club's
// player plays and pauses it, seeks it, captions it, and plays it again from the start once it
// has ended. The rules, as data.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { filmSeconds } from '../../src/content/interviewFilm'
import {
  FILM_SEEK_STEP,
  filmKeyEvent,
  filmPlayerMachine,
  type FilmKeyTarget,
  type FilmPlayerEvent,
} from '../../src/machines/filmPlayer.machine'

/** A player on a clock that ticks when the test says; `running` says whether it is started. */
function player() {
  const clock: { tick?: (seconds: number) => void; starts: number } = { starts: 0 }
  const actor = createActor(
    filmPlayerMachine.provide({
      actors: {
        clock: fromCallback<FilmPlayerEvent>(({ sendBack }) => {
          clock.starts++
          clock.tick = (seconds) => sendBack({ type: 'TICK', seconds })
          return () => (clock.tick = undefined)
        }),
      },
    }),
  ).start()
  const state = () => actor.getSnapshot().value
  const seconds = () => actor.getSnapshot().context.seconds
  return { actor, clock, state, seconds, send: (event: FilmPlayerEvent) => actor.send(event) }
}

describe('the keys', () => {
  const toggle = { type: 'TOGGLE' }
  const captions = { type: 'TOGGLE_CAPTIONS' }
  const back = { type: 'SEEK', by: -5 }
  const forward = { type: 'SEEK', by: 5 }
  it.each<[string, FilmKeyTarget, boolean, object | undefined]>([
    // key, pressed on, with Alt/Ctrl/Meta, event
    [' ', 'player', false, toggle],
    [' ', 'button', false, undefined], // the button's own click
    [' ', 'range', false, undefined],
    ['k', 'player', false, toggle],
    ['K', 'button', false, toggle],
    ['k', 'range', false, toggle],
    ['c', 'player', false, captions],
    ['C', 'range', false, captions],
    ['ArrowLeft', 'player', false, back],
    ['ArrowLeft', 'button', false, back],
    ['ArrowLeft', 'range', false, undefined], // the progress bar's own step
    ['ArrowRight', 'player', false, forward],
    ['ArrowRight', 'button', false, forward],
    ['ArrowRight', 'range', false, undefined],
    ['k', 'player', true, undefined], // a shortcut of the browser's or the system's
    ['c', 'player', true, undefined],
    ['ArrowRight', 'player', true, undefined],
    ['Enter', 'player', false, undefined],
    ['x', 'player', false, undefined],
  ])('%j on the %s (modified: %s) sends %j', (key, target, modified, event) => {
    expect(filmKeyEvent({ key, target, modified })).toEqual(event)
  })

  it('the arrows move five seconds', () => expect(FILM_SEEK_STEP).toBe(5))
})

describe('seeking', () => {
  it.each<[string, FilmPlayerEvent[], string, number]>([
    // what happens, events, state, seconds
    ['to a moment', [{ type: 'SEEK', to: 30 }], 'paused', 30],
    ['before the start: the start', [{ type: 'SEEK', to: -3 }], 'poster', 0],
    ['past the end: the end', [{ type: 'SEEK', to: filmSeconds + 3 }], 'ended', filmSeconds],
    ['to the end', [{ type: 'SEEK', to: filmSeconds }], 'ended', filmSeconds],
    ['forward five seconds', [{ type: 'SEEK', by: 5 }], 'paused', 5],
    ['back from the start: the start', [{ type: 'SEEK', by: -5 }], 'poster', 0],
    [
      'forward from near the end: the end',
      [
        { type: 'SEEK', to: filmSeconds - 2 },
        { type: 'SEEK', by: 5 },
      ],
      'ended',
      filmSeconds,
    ],
    [
      'back five seconds',
      [
        { type: 'SEEK', to: 30 },
        { type: 'SEEK', by: -5 },
      ],
      'paused',
      25,
    ],
    [
      'back to the start: the poster again',
      [
        { type: 'SEEK', to: 30 },
        { type: 'SEEK', to: 0 },
      ],
      'poster',
      0,
    ],
    [
      'back from the end',
      [
        { type: 'SEEK', to: filmSeconds },
        { type: 'SEEK', by: -5 },
      ],
      'paused',
      filmSeconds - 5,
    ],
    ['while playing: it plays on', [{ type: 'TOGGLE' }, { type: 'SEEK', to: 30 }], 'playing', 30],
    [
      'to the start while playing: it plays on',
      [{ type: 'TOGGLE' }, { type: 'SEEK', to: 30 }, { type: 'SEEK', to: 0 }],
      'playing',
      0,
    ],
    [
      'to the end while playing: ended',
      [{ type: 'TOGGLE' }, { type: 'SEEK', to: filmSeconds }],
      'ended',
      filmSeconds,
    ],
  ])('%s', (_, events, state, seconds) => {
    const film = player()
    events.forEach(film.send)
    expect(film.state()).toBe(state)
    expect(film.seconds()).toBe(seconds)
  })
})

describe('playing, pausing and the clock', () => {
  it('starts as its poster, at the start, with captions', () => {
    const film = player()
    expect(film.state()).toBe('poster')
    expect(film.actor.getSnapshot().context).toEqual({ seconds: 0, captionsShown: true })
    expect(film.clock.tick).toBeUndefined()
  })

  it('plays on the clock, which runs only while it plays', () => {
    const film = player()
    film.send({ type: 'TOGGLE' })
    expect(film.state()).toBe('playing')
    expect(Object.keys(film.actor.getSnapshot().children)).toEqual(['clock'])
    film.clock.tick!(1.5)
    film.clock.tick!(2)
    expect(film.seconds()).toBe(3.5)
    film.send({ type: 'TOGGLE' })
    expect(film.state()).toBe('paused')
    expect(film.clock.tick).toBeUndefined()
    film.send({ type: 'TICK', seconds: 4 }) // a tick that arrives late moves nothing
    expect(film.seconds()).toBe(3.5)
    film.send({ type: 'TOGGLE' })
    expect(film.state()).toBe('playing')
    expect(film.clock.starts).toBe(2)
  })

  it('paused before its first tick, it stands as its poster again', () => {
    const film = player()
    film.send({ type: 'TOGGLE' })
    film.send({ type: 'TOGGLE' })
    expect(film.state()).toBe('poster')
  })

  it.each<[number[], string, number]>([
    // ticks from the start, state, seconds
    [[filmSeconds - 1], 'playing', filmSeconds - 1],
    [[filmSeconds - 1, 1], 'ended', filmSeconds],
    [[filmSeconds - 1, 0.5, 3], 'ended', filmSeconds], // the last tick overshoots: the end
    [[filmSeconds], 'ended', filmSeconds],
  ])('ticks %j leave it %s at %d s', (ticks, state, seconds) => {
    const film = player()
    film.send({ type: 'TOGGLE' })
    for (const elapsed of ticks) film.clock.tick?.(elapsed)
    expect(film.state()).toBe(state)
    expect(film.seconds()).toBe(seconds)
  })

  it('at the end the clock stops; played again, it starts from the start', () => {
    const film = player()
    film.send({ type: 'TOGGLE' })
    film.clock.tick!(filmSeconds)
    expect(film.clock.tick).toBeUndefined()
    film.send({ type: 'TOGGLE' })
    expect(film.state()).toBe('playing')
    expect(film.seconds()).toBe(0)
    film.clock.tick!(2)
    expect(film.seconds()).toBe(2)
  })

  it('paused mid-film, it plays on from there', () => {
    const film = player()
    film.send({ type: 'SEEK', to: 40 })
    film.send({ type: 'TOGGLE' })
    expect(film.state()).toBe('playing')
    expect(film.seconds()).toBe(40)
  })
})

it.each<[number, boolean]>([
  // toggles, captions shown
  [0, true],
  [1, false],
  [2, true],
])('after %i caption toggles, the captions show: %s (in any state)', (toggles, shown) => {
  for (const before of [[], [{ type: 'TOGGLE' }], [{ type: 'SEEK', to: filmSeconds }]] as const) {
    const film = player()
    before.forEach(film.send)
    const state = film.state()
    for (let i = 0; i < toggles; i++) film.send({ type: 'TOGGLE_CAPTIONS' })
    expect(film.actor.getSnapshot().context.captionsShown).toBe(shown)
    expect(film.state()).toBe(state)
  }
})

it('runs no clock of its own: played without one supplied, it fails saying so', () => {
  const actor = createActor(filmPlayerMachine)
  const errors: string[] = []
  actor.subscribe({ error: (error) => errors.push((error as Error).message) })
  actor.start()
  actor.send({ type: 'TOGGLE' })
  expect(errors).toEqual(['clock is not provided: supply it with machine.provide()'])
})
