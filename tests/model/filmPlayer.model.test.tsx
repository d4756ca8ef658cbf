import { expect } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { fromCallback } from 'xstate'
import type { UserEvent } from '@testing-library/user-event'
import { clock, filmAt, filmCues, filmScenes, filmSeconds } from '../../src/content/interviewFilm'
import type { FilmPlayerContext, FilmPlayerEvent } from '../../src/machines/filmPlayer.machine'
import { InterviewFilmView } from '../../src/ui/interview/film/InterviewFilm'
import { describeModel } from './describeModel'
import { filmPlayerModel } from './models'

/** The clock a path runs on: it ticks when the path says, by the seconds the path says. The
 *  machine starts it on entering 'playing' and stops it on leaving. */
const clocks: { tick?: (seconds: number) => void } = {}
const fakeClock = () => ({
  actors: {
    clock: fromCallback<FilmPlayerEvent>(({ sendBack }) => {
      clocks.tick = (seconds) => sendBack({ type: 'TICK', seconds })
      return () => (clocks.tick = undefined)
    }),
  },
})
const tick = (seconds: number) => {
  if (!clocks.tick) throw new Error('The clock ticks only while the film plays')
  clocks.tick(seconds)
}

const playButton = () => screen.getByRole('button', { name: /the film/ })
const position = () => screen.getByRole('slider', { name: 'Position in the film' })
/** The large play button over the picture: for the pointer only (hidden from the rest). */
const bigPlay = () => document.querySelector('button[aria-hidden="true"]')
/** A key pressed on the play button, where the player's keys act. */
const press = (key: string) => async (user: UserEvent) => {
  playButton().focus()
  await user.keyboard(`{${key}}`)
}

/** What every state shows of where the film is and of its captions. */
function showsPosition({ seconds, captionsShown }: FilmPlayerContext) {
  const moment = filmAt(seconds)
  const scene = filmScenes[moment.scene]!
  expect(position()).toHaveValue(String(Math.floor(seconds)))
  expect(position()).toHaveAttribute(
    'aria-valuetext',
    `${clock(seconds)} of ${clock(filmSeconds)}: ${scene.title}`,
  )
  expect(screen.getByRole('img')).toHaveAccessibleName(
    `Scene ${moment.scene + 1} of ${filmScenes.length}: ${scene.title}`,
  )
  expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute(
    'aria-pressed',
    String(captionsShown),
  )
  const line = screen.getByText(moment.caption, { selector: '[aria-live="polite"]' })
  expect(line.classList.contains('visually-hidden')).toBe(!captionsShown)
}

const cueAt = (seconds: number) => {
  const cue = filmCues.find((candidate) => candidate.start === seconds)!
  return screen.getByRole('button', { name: `${clock(cue.start)} ${cue.text}` })
}

describeModel(filmPlayerModel, {
  actor: {
    provide: fakeClock,
    // The clock sends the ticks: the model's TICK is one of its ticks.
    events: { TICK: (_, { seconds }) => tick(seconds) },
    states: {
      poster: ({ context }) => expect(context.seconds).toBe(0),
      ended: ({ context }) => expect(context.seconds).toBe(filmSeconds),
      paused: ({ context }) => {
        expect(context.seconds).toBeGreaterThan(0)
        expect(context.seconds).toBeLessThan(filmSeconds)
      },
    },
  },
  view: {
    provide: fakeClock,
    render: (player) => render(<InterviewFilmView player={player} />),
    events: {
      TOGGLE: (user) => user.click(playButton()),
      TOGGLE_CAPTIONS: (user) => user.click(screen.getByRole('button', { name: 'Captions' })),
      SEEK: async (user, event) => {
        if ('by' in event) return press(event.by > 0 ? 'ArrowRight' : 'ArrowLeft')(user)
        // A transcript line where one starts there, else the progress bar.
        if (filmCues.some((cue) => cue.start === event.to)) return user.click(cueAt(event.to))
        fireEvent.change(position(), { target: { value: String(event.to) } })
      },
      TICK: async (_, { seconds }) => tick(seconds),
    },
    states: {
      poster: ({ context }) => {
        showsPosition(context)
        expect(playButton()).toHaveAccessibleName('Play the film')
        expect(bigPlay()).not.toBeNull()
      },
      playing: ({ context }) => {
        showsPosition(context)
        expect(playButton()).toHaveAccessibleName('Pause the film')
        expect(bigPlay()).toBeNull()
      },
      paused: ({ context }) => {
        showsPosition(context)
        expect(playButton()).toHaveAccessibleName('Play the film')
        expect(bigPlay()).toBeNull()
      },
      ended: ({ context }) => {
        showsPosition(context)
        expect(playButton()).toHaveAccessibleName('Play the film again')
        expect(bigPlay()).not.toBeNull()
      },
    },
  },
})
