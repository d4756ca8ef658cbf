// SPEC.md 2.8, 4 ("Interview step machine"), 8 and 9, as data written from the specification:
// the overlay's steps, Start Interview's gating and the stored code's re-verification, the
// modals' fades and scroll lock, the interview frame, the calendar, the video and the mobile
// notice. The real machine runs as an actor with fake effects and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  interviewMachine,
  openModal,
  overlayStep,
  type InterviewEvent,
} from '../../src/machines/interview.machine'
import { missingEffects } from './missingEffects'
import type { StoredCodeCheck } from '../../src/machines/interviewLink.machine'

/** SPEC.md 4 and 9: interview modals fade in over about 100 ms and out over 300 ms. */
const FADE_IN = 100
const FADE_OUT = 300
/** SPEC.md 2.8: the steps, by number. */
const SPEC_STEP = { collapsed: 0, opportunity: 1, details: 2, start: 3 } as const
/** SPEC.md 8, literally. */
const reverificationFailed =
  'An error occurred while validating your access code. Please try again later.'

const link = '/interview/demo'

interface World {
  /** Whether the screen is a phone's; 'throws' when it cannot be told. */
  small?: boolean | 'throws'
  /** What the re-verification of the stored code (validCode) answers. */
  storedCode?: StoredCodeCheck | 'throws'
}

function start(world: World = {}) {
  const effects = {
    lockScroll: vi.fn(),
    unlockScroll: vi.fn(),
    leaveInterview: vi.fn(),
    reportProgress: vi.fn(),
  }
  /** The steps reported so far, in order (issue 31). */
  const reported = () => effects.reportProgress.mock.calls.map(([, { event }]) => event as string)
  const verifyStoredCode = vi.fn(async (): Promise<StoredCodeCheck> => {
    const check = world.storedCode ?? 'none'
    if (check === 'throws') throw new Error('network')
    return check
  })
  /** The scheduling widget: reports a booked call while the calendar listens. */
  const widget: { report?: () => void; listening: boolean } = { listening: false }
  const actor = createActor(
    interviewMachine.provide({
      actors: {
        followOverlay: fromCallback(() => {}),
        checkScreen: fromPromise(async () => {
          if (world.small === 'throws') throw new Error('no matchMedia')
          return world.small ?? false
        }),
        verifyStoredCode: fromPromise(verifyStoredCode),
        listenForScheduling: fromCallback<InterviewEvent>(({ sendBack }) => {
          widget.listening = true
          widget.report = () => sendBack({ type: 'MEETING_SCHEDULED' })
          return () => {
            widget.listening = false
          }
        }),
      },
      actions: effects,
    }),
  ).start()
  const settle = () => vi.advanceTimersByTimeAsync(0)
  const send = async (event: InterviewEvent) => {
    actor.send(event)
    await settle()
  }
  const snapshot = () => actor.getSnapshot()
  const hidden = () => snapshot().matches('hidden')
  /** The step SPEC.md 2.8 numbers, as the overlay shows it. */
  const step = () => SPEC_STEP[overlayStep(snapshot())]
  const modal = () => openModal(snapshot())
  const canStart = () => snapshot().can({ type: 'START_INTERVIEW' })
  const show = () => send({ type: 'SHOW', link })
  /** Waits `ms` of the fade. */
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)
  /** Shown at step 1, position viewed (step 2 and back), or at step 2 (`at: 2`). */
  const viewed = async (at: 1 | 2 = 1) => {
    await show()
    await send({ type: 'SELECT_POSITION' })
    if (at === 1) await send({ type: 'SELECT_POSITION' })
  }
  /** At step 3 (the stored code re-verified as valid). */
  const atStart = async () => {
    world.storedCode = 'valid'
    await viewed(2)
    await send({ type: 'START_INTERVIEW' })
  }
  return {
    actor,
    effects,
    reported,
    verifyStoredCode,
    widget,
    world,
    settle,
    send,
    snapshot,
    hidden,
    step,
    modal,
    canStart,
    show,
    wait,
    viewed,
    atStart,
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('SPEC.md 2.8 and 4: the overlay appears with a stored link, at step 1', () => {
  it('hidden until the page shows it; then step 1, the position not yet viewed', async () => {
    const app = start()
    expect(app.hidden()).toBe(true)
    await app.show()
    expect(app.hidden()).toBe(false)
    expect(app.step()).toBe(1)
    expect(app.snapshot().context.viewed).toBe(false)
    expect(app.modal()).toBeNull()
  })

  it('hides when the page says so, and comes back where it was for the same link', async () => {
    const app = start()
    await app.viewed(2)
    await app.send({ type: 'HIDE' })
    expect(app.hidden()).toBe(true)
    await app.show()
    expect(app.hidden()).toBe(false)
    expect(app.step()).toBe(1) // step 1 is the default
    expect(app.snapshot().context.viewed).toBe(true)
  })

  it('shown again after step 3 was reached from step 2: step 1, also while the screen is checked', async () => {
    const app = start()
    await app.atStart()
    await app.send({ type: 'HIDE' })
    app.actor.send({ type: 'SHOW', link })
    expect(app.step()).toBe(1)
    await app.settle()
    expect(app.step()).toBe(1)
  })

  it('another interview link starts over: step 1, not viewed, no meeting, no alert', async () => {
    const app = start({ storedCode: 'throws' })
    await app.viewed(1)
    await app.send({ type: 'START_INTERVIEW' })
    expect(app.snapshot().context.alert).toBe(reverificationFailed)
    await app.send({ type: 'HIDE' })
    await app.send({ type: 'SHOW', link: '/interview/another' })
    expect(app.snapshot().context).toEqual({
      link: '/interview/another',
      viewed: false,
      meetingScheduled: false,
      startedFrom: null,
      alert: null,
    })
    expect(app.step()).toBe(1)
  })
})

describe('SPEC.md 4: the steps', () => {
  // from step, event, to step (SPEC.md 4: the row goes 1 -> 2 and back to 1 from the other
  // steps; the arrow switches 0 and 1; at 3 it returns to 2; at 2 it goes back to 1).
  const moves = [
    [1, 'SELECT_POSITION', 2],
    [1, 'TOGGLE', 0],
    [0, 'TOGGLE', 1],
    [0, 'SELECT_POSITION', 0],
    [0, 'START_INTERVIEW', 0],
    [2, 'SELECT_POSITION', 1],
    [2, 'TOGGLE', 1],
    [3, 'SELECT_POSITION', 1],
    [3, 'TOGGLE', 2],
  ] as const

  it.each(moves)('at step %s, %s goes to step %s', async (from, event, to) => {
    const app = start()
    if (from === 3) await app.atStart()
    else {
      await app.show()
      if (from === 0) await app.send({ type: 'TOGGLE' })
      if (from === 2) await app.send({ type: 'SELECT_POSITION' })
    }
    expect(app.step()).toBe(from)
    await app.send({ type: event })
    expect(app.step()).toBe(to)
    expect(app.modal()).toBeNull()
  })

  it('the row at step 1 marks the position as viewed; the arrow does not', async () => {
    const app = start()
    await app.show()
    await app.send({ type: 'TOGGLE' })
    await app.send({ type: 'TOGGLE' })
    expect(app.snapshot().context.viewed).toBe(false)
    await app.send({ type: 'SELECT_POSITION' })
    expect(app.snapshot().context.viewed).toBe(true)
    await app.send({ type: 'SELECT_POSITION' })
    expect(app.snapshot().context.viewed).toBe(true) // viewed stays viewed
  })
})

describe('SPEC.md 4: Start Interview is enabled only after the position was viewed', () => {
  // viewed, at step, enabled
  it.each([
    [false, 1, false],
    [true, 1, true],
    [true, 2, true],
    [false, 0, false],
    [true, 0, false],
  ] as const)('viewed %s at step %s: enabled %s', async (viewed, at, enabled) => {
    const app = start({ storedCode: 'valid' })
    await app.show()
    if (viewed) await app.send({ type: 'SELECT_POSITION' })
    if (at !== 2 && viewed) await app.send({ type: 'SELECT_POSITION' })
    if (at === 0) await app.send({ type: 'TOGGLE' })
    expect(app.step()).toBe(at)
    expect(app.canStart()).toBe(enabled)
    await app.send({ type: 'START_INTERVIEW' })
    expect(app.verifyStoredCode).toHaveBeenCalledTimes(enabled ? 1 : 0)
    expect(app.step()).toBe(enabled ? 3 : at)
  })

  it('not while the screen is being checked, nor at step 3', async () => {
    const app = start({ storedCode: 'valid' })
    app.actor.send({ type: 'SHOW', link })
    expect(app.canStart()).toBe(false) // checking the screen
    await app.settle()
    await app.atStart()
    expect(app.canStart()).toBe(false)
  })
})

describe('SPEC.md 4 and 8: Start Interview re-verifies a stored code', () => {
  // the stored code's check, then: step shown, access code modal open
  it.each([
    ['valid', 3, false],
    ['invalid', null, true],
    ['none', null, true],
  ] as const)('%s: step %s, access code modal %s', async (check, step, modal) => {
    for (const at of [1, 2] as const) {
      const app = start({ storedCode: check })
      await app.viewed(at)
      await app.send({ type: 'START_INTERVIEW' })
      expect(app.verifyStoredCode).toHaveBeenCalledTimes(1)
      expect(app.modal()?.modal ?? null).toBe(modal ? 'accessCode' : null)
      // Behind the modal, the step Start Interview was pressed at.
      expect(app.step()).toBe(step ?? at)
      expect(app.snapshot().context.alert).toBeNull()
    }
  })

  it(`the re-verification throws: '${reverificationFailed}', at the step it was pressed at`, async () => {
    for (const at of [1, 2] as const) {
      const app = start({ storedCode: 'throws' })
      await app.viewed(at)
      await app.send({ type: 'START_INTERVIEW' })
      expect(app.snapshot().context.alert).toBe(reverificationFailed)
      expect(app.step()).toBe(at)
      expect(app.modal()).toBeNull()
      expect(app.canStart()).toBe(true) // it can be tried again
      await app.send({ type: 'DISMISS_ALERT' })
      expect(app.snapshot().context.alert).toBeNull()
    }
  })

  it('the alert goes when the step changes', async () => {
    const app = start({ storedCode: 'throws' })
    await app.viewed(2)
    await app.send({ type: 'START_INTERVIEW' })
    await app.send({ type: 'SELECT_POSITION' })
    expect(app.snapshot().context.alert).toBeNull()
    await app.send({ type: 'START_INTERVIEW' })
    await app.send({ type: 'TOGGLE' })
    expect(app.snapshot().context.alert).toBeNull()
  })
})

describe('SPEC.md 4: the access code modal', () => {
  it('successful code entry closes the modal (300 ms fade) and goes to step 3', async () => {
    const app = start()
    await app.viewed(1)
    await app.send({ type: 'START_INTERVIEW' })
    await app.wait(FADE_IN)
    await app.send({ type: 'CODE_ACCEPTED' })
    expect(app.modal()).toEqual({ modal: 'accessCode', phase: 'closing' })
    await app.wait(FADE_OUT - 1)
    expect(app.step()).toBe(1)
    await app.wait(1)
    expect(app.modal()).toBeNull()
    expect(app.step()).toBe(3)
  })

  it('closed without a code: back to the step it was opened at, after the fade', async () => {
    for (const at of [1, 2] as const) {
      const app = start()
      await app.viewed(at)
      await app.send({ type: 'START_INTERVIEW' })
      await app.wait(FADE_IN)
      await app.send({ type: 'CLOSE_DIALOG' })
      await app.wait(FADE_OUT - 1)
      expect(app.modal()).toEqual({ modal: 'accessCode', phase: 'closing' })
      await app.wait(1)
      expect(app.modal()).toBeNull()
      expect(app.step()).toBe(at)
      expect(app.canStart()).toBe(true)
    }
  })
})

describe('SPEC.md 4 and 9: modals fade in over 100 ms and out over 300 ms and lock page scroll', () => {
  const opens = {
    mobileNotice: async () => {
      const app = start({ small: true })
      await app.show()
      return app
    },
    accessCode: async () => {
      const app = start()
      await app.viewed(1)
      await app.send({ type: 'START_INTERVIEW' })
      return app
    },
    calendar: async () => {
      const app = start()
      await app.atStart()
      await app.send({ type: 'SCHEDULE' })
      return app
    },
    video: async () => {
      const app = start()
      await app.atStart()
      await app.send({ type: 'WATCH_VIDEO' })
      return app
    },
  }

  it.each(Object.keys(opens) as (keyof typeof opens)[])(
    '%s: opening until just before 100 ms, open at 100 ms; closing until just before 300 ms',
    async (name) => {
      const app = await opens[name]()
      expect(app.modal()).toEqual({ modal: name, phase: 'opening' })
      expect(app.effects.lockScroll).toHaveBeenCalledTimes(1)
      await app.wait(FADE_IN - 1)
      expect(app.modal()).toEqual({ modal: name, phase: 'opening' })
      await app.wait(1)
      expect(app.modal()).toEqual({ modal: name, phase: 'open' })
      await app.send({ type: 'CLOSE_DIALOG' })
      expect(app.modal()).toEqual({ modal: name, phase: 'closing' })
      await app.wait(FADE_OUT - 1)
      expect(app.modal()).toEqual({ modal: name, phase: 'closing' })
      expect(app.effects.unlockScroll).not.toHaveBeenCalled()
      await app.wait(1)
      expect(app.modal()).toBeNull()
      expect(app.effects.unlockScroll).toHaveBeenCalledTimes(1)
      expect(app.effects.lockScroll).toHaveBeenCalledTimes(1)
    },
  )

  it.each(Object.keys(opens) as (keyof typeof opens)[])(
    '%s: closing while it fades in still fades out over 300 ms',
    async (name) => {
      const app = await opens[name]()
      await app.send({ type: 'CLOSE_DIALOG' })
      await app.wait(FADE_OUT - 1)
      expect(app.modal()).toEqual({ modal: name, phase: 'closing' })
      await app.wait(1)
      expect(app.modal()).toBeNull()
    },
  )

  it('a modal hidden with the overlay lets the page scroll again', async () => {
    const app = await opens.calendar()
    await app.send({ type: 'HIDE' })
    expect(app.effects.unlockScroll).toHaveBeenCalledTimes(1)
  })
})

describe('SPEC.md 4: step 3', () => {
  it("'Start Interview Now' shows the embedded interview full screen; the arrow toggles it; '< Back' returns", async () => {
    const app = start()
    await app.atStart()
    const interviewing = (mode: 'fullScreen' | 'windowed') =>
      app.snapshot().matches({ shown: { panel: { start: { interviewing: mode } } } })
    await app.send({ type: 'START_NOW' })
    expect(interviewing('fullScreen')).toBe(true)
    await app.send({ type: 'TOGGLE' })
    expect(interviewing('windowed')).toBe(true)
    await app.send({ type: 'TOGGLE' })
    expect(interviewing('fullScreen')).toBe(true)
    await app.send({ type: 'TOGGLE' })
    await app.send({ type: 'BACK' })
    expect(app.snapshot().matches({ shown: { panel: { start: 'ready' } } })).toBe(true)
    expect(app.step()).toBe(3)
  })

  it("'Schedule for later' opens the calendar; a scheduled event makes it 'Meeting scheduled'", async () => {
    const app = start()
    await app.atStart()
    expect(app.widget.listening).toBe(false)
    await app.send({ type: 'SCHEDULE' })
    expect(app.modal()?.modal).toBe('calendar')
    expect(app.widget.listening).toBe(true)
    expect(app.snapshot().context.meetingScheduled).toBe(false)
    app.widget.report!()
    expect(app.snapshot().context.meetingScheduled).toBe(true)
    await app.send({ type: 'CLOSE_DIALOG' })
    await app.wait(FADE_OUT)
    expect(app.widget.listening).toBe(false)
    expect(app.snapshot().context.meetingScheduled).toBe(true) // the button keeps saying so
  })

  it('a scheduled event is heard only while the calendar is open', async () => {
    const app = start()
    await app.atStart()
    await app.send({ type: 'MEETING_SCHEDULED' })
    expect(app.snapshot().context.meetingScheduled).toBe(false)
  })

  it("'Discover the Next Generation Interview' opens the video modal", async () => {
    const app = start()
    await app.atStart()
    await app.send({ type: 'WATCH_VIDEO' })
    expect(app.modal()?.modal).toBe('video')
    expect(app.step()).toBe(3)
  })
})

describe("Issue 31: the overlay reports the steps an invited candidate reaches (whether one was invited is the report's effect)", () => {
  type App = ReturnType<typeof start>
  /** At step 2, or at step 3, then these events. */
  const from =
    (place: 'step 2' | 'step 3', ...events: InterviewEvent[]) =>
    async (app: App) => {
      await (place === 'step 2' ? app.viewed(2) : app.atStart())
      for (const event of events) await app.send(event)
    }
  const booking = async (app: App) => {
    await from('step 3', { type: 'SCHEDULE' })(app)
    app.widget.report!()
  }
  const steps: [string, (app: App) => Promise<void>, string[]][] = [
    // what the candidate does,                              reported, in order
    ['sees step 1 only', (app) => app.show(), []],
    ['opens the position (step 2)', from('step 2'), ['POSITION_VIEWED']],
    ['opens it, then goes back to step 1', (app) => app.viewed(1), ['POSITION_VIEWED']],
    [
      'presses Start Interview (the code is not yet accepted)',
      from('step 2', { type: 'START_INTERVIEW' }),
      ['POSITION_VIEWED'],
    ],
    [
      "presses 'Start Interview Now' at step 3",
      from('step 3', { type: 'START_NOW' }),
      ['POSITION_VIEWED', 'INTERVIEW_STARTED'],
    ],
    [
      'opens the calendar and books nothing',
      from('step 3', { type: 'SCHEDULE' }),
      ['POSITION_VIEWED'],
    ],
    ['books a call in the calendar', booking, ['POSITION_VIEWED', 'MEETING_SCHEDULED']],
    [
      'is announced a booking with the calendar closed',
      from('step 3', { type: 'MEETING_SCHEDULED' }),
      ['POSITION_VIEWED'],
    ],
  ]
  it.each(steps)('the candidate %s: reports %j', async (_, act, reports) => {
    const app = start()
    await act(app)
    expect(app.reported()).toEqual(reports)
  })
})

describe("SPEC.md 2.8: the mobile notice 'For the Best Experience, Switch to a Computer'", () => {
  it.each([
    // small screen, notice shown
    [true, true],
    [false, false],
    ['throws', false],
  ] as const)('small screen %s: notice %s', async (small, notice) => {
    const app = start({ small })
    await app.show()
    expect(app.modal()?.modal ?? null).toBe(notice ? 'mobileNotice' : null)
    expect(app.step()).toBe(1)
  })

  it('Accept clears the stored link and goes to /home, once faded out', async () => {
    const app = start({ small: true })
    await app.show()
    await app.send({ type: 'CLOSE_DIALOG' })
    await app.wait(FADE_OUT)
    await app.send({ type: 'SELECT_POSITION' }) // viewed, then the notice again
    await app.send({ type: 'HIDE' })
    await app.show()
    expect(app.snapshot().context.viewed).toBe(true)
    await app.wait(FADE_IN)
    await app.send({ type: 'ACCEPT_NOTICE' })
    await app.wait(FADE_OUT - 1)
    expect(app.effects.leaveInterview).not.toHaveBeenCalled()
    await app.wait(1)
    expect(app.effects.leaveInterview).toHaveBeenCalledTimes(1)
    expect(app.hidden()).toBe(true)
    expect(app.effects.unlockScroll).toHaveBeenCalledTimes(2) // each notice let go of the page
    expect(app.snapshot().context.link).toBeNull() // the overlay forgets the link too
    // Opening the same link again later starts over.
    app.world.small = false
    await app.show()
    expect(app.step()).toBe(1)
    expect(app.snapshot().context.viewed).toBe(false)
  })

  it('closed instead: the overlay stays, at step 1', async () => {
    const app = start({ small: true })
    await app.show()
    await app.send({ type: 'CLOSE_DIALOG' })
    await app.wait(FADE_OUT)
    expect(app.effects.leaveInterview).not.toHaveBeenCalled()
    expect(app.modal()).toBeNull()
    expect(app.step()).toBe(1)
    expect(app.hidden()).toBe(false)
  })
})

describe('without machine.provide() each missing effect is named', () => {
  it('following the page, at start', async () => {
    vi.useRealTimers()
    const messages = await missingEffects(interviewMachine, [])
    expect(messages).toEqual([expect.stringContaining('followOverlay is not provided')])
  })

  it('the screen check, the code check and the scheduling widget, when reached', async () => {
    vi.useRealTimers()
    const following = { followOverlay: fromCallback<InterviewEvent>(() => {}) }
    const show = { type: 'SHOW', link } as const
    const toStart = [
      show,
      { type: 'SELECT_POSITION' },
      { type: 'START_INTERVIEW' },
      { type: 'SCHEDULE' },
    ] as const
    const screen = interviewMachine.provide({ actors: following })
    expect(await missingEffects(screen, [show])).toEqual([
      expect.stringContaining('checkScreen is not provided'),
    ])
    const code = interviewMachine.provide({
      actors: { ...following, checkScreen: fromPromise(async () => false) },
    })
    expect(await missingEffects(code, [...toStart])).toEqual([
      expect.stringContaining('verifyStoredCode is not provided'),
    ])
    const scheduling = interviewMachine.provide({
      actors: {
        ...following,
        checkScreen: fromPromise(async () => false),
        verifyStoredCode: fromPromise(async (): Promise<StoredCodeCheck> => 'valid'),
      },
    })
    expect(await missingEffects(scheduling, [...toStart])).toEqual([
      expect.stringContaining('listenForScheduling is not provided'),
    ])
  })
})
