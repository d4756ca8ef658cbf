import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  interviewMachine,
  reverificationFailedAlert,
  type InterviewEvent,
  type InterviewSnapshot,
} from '../../src/machines/interview.machine'
import type { StoredCodeCheck } from '../../src/machines/interviewLink.machine'
import { lockScroll, unlockScroll } from '../../src/lib/scrollLock'
import { listenForScheduling } from '../../src/ui/interview/overlayEffects'
import { forgetSentReports, reportProgress } from '../../src/ui/interview/progressEffects'
import { keepInterviewLink } from '../../src/lib/interviewInvitation'
import { InterviewOverlayView } from '../../src/ui/interview/InterviewOverlayView'
import { preloadOverlayParts } from '../../src/ui/interview/overlayParts'
import { describeModel } from './describeModel'
import { interviewModel } from './models'
import { demoCampaign } from '../support/campaign'
import { fakeNetwork } from '../support/fakeNetwork'
import { MODAL_FADE_IN_MS, MODAL_FADE_OUT_MS } from '../../src/machines/timing'

const link = '/interview/demo'
const demoCode = 'WELCOME-2025'
const modalStates = ['mobileNotice', 'enteringCode', 'scheduling', 'watchingVideo']

let scroll = { lockScroll: vi.fn(), unlockScroll: vi.fn() }
let leaveInterview = vi.fn()
/** The steps the overlay reported (issue 31), in the actor run. */
let reported: string[] = []
/** An invitation's ref: the view run is an invited candidate's, whose reports fail (fakeNetwork
 *  answers no progress call) without the overlay showing anything of it. */
const invitation = 'Zk3_p9Qx-T2mWb7cLr0aYe'
/** The page's navigation: what makes the overlay show and hide. */
let page: { send?: (event: InterviewEvent) => void } = {}

/** The access code modal's token fetch, faked at the network: the invitation's code buys a
 *  token, any other is refused (401). */
beforeEach(() =>
  fakeNetwork({
    accessToken: ({ body }) =>
      (body as { code?: string } | undefined)?.code === demoCode
        ? { status: 200, json: { token: 'candidate-token' } }
        : { status: 401, json: { error: 'Unknown code.' } },
  }),
)

const meetingReported = (snapshot: InterviewSnapshot) =>
  expect(reported.includes('MEETING_SCHEDULED')).toBe(snapshot.context.meetingScheduled)

const inModal = (snapshot: InterviewSnapshot) =>
  modalStates.some((name) =>
    snapshot.matches(
      name === 'mobileNotice'
        ? { shown: 'mobileNotice' }
        : name === 'enteringCode'
          ? { shown: { panel: { unlocking: 'enteringCode' } } }
          : { shown: { panel: { start: name as 'scheduling' } } },
    ),
  )

const overlay = () =>
  screen.queryByRole('complementary', { name: 'Your Next Challenge Starts Here' })
const dialog = () => screen.getByRole('dialog')
const arrow = () =>
  screen.getByRole('button', {
    name: /^(Expand|Collapse|Back to the opportunity|Back to the position details|Full screen|Exit full screen)$/,
  })
const button = (name: string | RegExp) => screen.getByRole('button', { name })

/** The page behind a modal does not scroll; it does again once no modal is left. */
const scrollLocked = (locked: boolean) =>
  expect(document.body.style.overflow).toBe(locked ? 'hidden' : '')

const showsModal = (title: string, phase: 'opening' | 'open' | 'closing') => {
  expect(dialog()).toHaveAccessibleName(title)
  expect(dialog()).toHaveAttribute('data-state', phase)
  expect((dialog() as HTMLDialogElement).open).toBe(true)
  scrollLocked(true)
}

/** SPEC.md 2.8's steps 0 to 3, by the names of their states. */
const stepNames = ['collapsed', 'opportunity', 'details', 'start'] as const

const atStep = (
  snapshot: InterviewSnapshot,
  ...steps: ((typeof stepNames)[number] | 'unlocking')[]
) => steps.some((step) => snapshot.matches({ shown: { panel: step } }))

const showsStep = (snapshot: InterviewSnapshot, step: 0 | 1 | 2 | 3) => {
  expect(overlay()).toHaveAttribute('data-step', stepNames[step])
  if (step === 0) {
    expect(screen.queryByText('Current Opportunity')).toBeNull()
    return
  }
  // Step 2's row is the details' Position: the name shows once, under that heading.
  if (step === 2) expect(screen.getByRole('heading', { name: 'Position' })).toBeInTheDocument()
  else expect(screen.getByText('Current Opportunity')).toBeInTheDocument()
  expect(button(/Senior Platform Engineer/)).toBeInTheDocument()
  expect(screen.getAllByText('Senior Platform Engineer')).toHaveLength(1)
  const details = screen.queryByRole('heading', { name: 'Must Skills' })
  if (step === 2) expect(details).toBeInTheDocument()
  else expect(details).toBeNull()
  if (step === 3) {
    expect(button('Start Interview Now')).toBeInTheDocument()
    expect(
      button(snapshot.context.meetingScheduled ? 'Meeting scheduled' : 'Schedule for later'),
    ).toBeInTheDocument()
  } else if (snapshot.context.viewed && atStep(snapshot, 'opportunity', 'details', 'unlocking')) {
    expect(button('Start Interview')).toBeEnabled() // stays so behind the access code modal
  } else {
    // Only once the position was viewed, and not while the screen is checked.
    expect(button('Start Interview')).toBeDisabled()
  }
  const alert = within(overlay()!).getByRole('alert')
  if (snapshot.context.alert) expect(alert).toHaveTextContent(reverificationFailedAlert)
  else expect(alert).toBeEmptyDOMElement()
}

const view = (step: 0 | 1 | 2 | 3) => (snapshot: InterviewSnapshot) => {
  showsStep(snapshot, step)
  if (!inModal(snapshot)) {
    expect(screen.queryByRole('dialog')).toBeNull()
    scrollLocked(false)
  }
}
const stepBehindModal = (snapshot: InterviewSnapshot) =>
  showsStep(snapshot, snapshot.context.startedFrom === 'details' ? 2 : 1)

const interviewFrame = (fullScreen: boolean) => {
  const frame = screen.getByTitle('Your interview')
  expect(frame).toHaveAttribute('src', demoCampaign.interviewLink)
  expect(frame).toHaveAttribute('allow', 'camera; microphone; autoplay')
  expect(overlay()).toBeNull()
  expect(button(fullScreen ? 'Exit full screen' : 'Full screen')).toBeInTheDocument()
  // SPEC.md's '< Back': a chevron drawn before the word, not read out.
  expect(button('Back')).toHaveTextContent(/^\s*Back$/)
  expect(button('Back').querySelector('svg[aria-hidden="true"]')).not.toBeNull()
}

const mobileNotice = (phase: 'opening' | 'open' | 'closing') => () =>
  showsModal('For the Best Experience, Switch to a Computer', phase)
const accessCodeModal =
  (phase: 'opening' | 'open' | 'closing') => (snapshot: InterviewSnapshot) => {
    expect(dialog()).toHaveAccessibleName(
      /^(Before you start|This space is for invited candidates only)$/,
    )
    showsModal((dialog() as HTMLElement).getAttribute('aria-label') ?? dialogTitle(), phase)
    stepBehindModal(snapshot)
  }
const dialogTitle = () => within(dialog()).getByRole('heading', { level: 2 }).textContent ?? ''
const calendarModal = (phase: 'opening' | 'open' | 'closing') => (snapshot: InterviewSnapshot) => {
  showsModal('Schedule a call with a recruiter', phase)
  const frame = screen.getByTitle('Schedule a call with a recruiter')
  expect(frame).toHaveAttribute('src', demoCampaign.calendarLink)
  expect(frame.getAttribute('allow')).not.toMatch(/camera;|microphone;/)
  showsStep(snapshot, 3)
}
const videoModal = (phase: 'opening' | 'open' | 'closing') => (snapshot: InterviewSnapshot) => {
  showsModal('Discover the Next Generation Interview', phase)
  // The club's film, drawn in the page: its picture and its play button.
  expect(within(dialog()).getByRole('img', { name: /^Scene 1 of 8/ })).toBeInTheDocument()
  expect(within(dialog()).getByRole('button', { name: 'Play the film' })).toBeInTheDocument()
  showsStep(snapshot, 3)
}

// Each state as the candidate sees it once its step's code is in (the site loads it when the
// control that leads there is hovered or focused); the loading itself: overlayParts.test.tsx.
beforeAll(preloadOverlayParts)

describeModel(interviewModel, {
  actor: {
    provide: () => {
      scroll = { lockScroll: vi.fn(), unlockScroll: vi.fn() }
      leaveInterview = vi.fn()
      reported = []
      const report = (_: unknown, { event }: { event: string }) => void reported.push(event)
      return { actions: { ...scroll, leaveInterview, reportProgress: report } }
    },
    states: {
      hidden: () =>
        expect(scroll.unlockScroll).toHaveBeenCalledTimes(scroll.lockScroll.mock.calls.length),
      'shown.panel.collapsed': () => expect(leaveInterview).not.toHaveBeenCalled(),
      'shown.panel.details': () => expect(reported).toContain('POSITION_VIEWED'),
      'shown.panel.start.interviewing.fullScreen': () =>
        expect(reported).toContain('INTERVIEW_STARTED'),
      // A booked call is reported once the calendar's widget announced it, and only then.
      'shown.panel.start.ready': meetingReported,
      'shown.panel.start.scheduling.visible.opening': meetingReported,
      'shown.panel.start.scheduling.visible.open': meetingReported,
      'shown.panel.start.scheduling.closing': meetingReported,
    },
  },
  view: {
    provide: () => {
      sessionStorage.clear()
      keepInterviewLink(link, invitation)
      forgetSentReports()
      leaveInterview = vi.fn()
      page = {}
      return {
        actions: {
          lockScroll,
          unlockScroll,
          leaveInterview,
          reportProgress: (_, { event }) => reportProgress(event),
        },
        actors: {
          followOverlay: fromCallback<InterviewEvent>(({ sendBack }) => {
            page.send = sendBack
          }),
          listenForScheduling: listenForScheduling(() => demoCampaign.calendarLink),
        },
      }
    },
    render: (interview) =>
      render(<InterviewOverlayView interview={interview} campaign={demoCampaign} />),
    events: {
      // The page's route and campaign make the overlay appear and disappear.
      SHOW: async (_user, event) => page.send!(event),
      HIDE: async (_user, event) => page.send!(event),
      TOGGLE: (user) => user.click(arrow()),
      SELECT_POSITION: (user) => user.click(button(/Senior Platform Engineer/)),
      START_INTERVIEW: (user) => user.click(button('Start Interview')),
      CODE_ACCEPTED: async (user) => {
        const acknowledge = screen.queryByRole('button', { name: 'Ok, got it!' })
        if (acknowledge) await user.click(acknowledge)
        await user.click(screen.getByLabelText('Access code'))
        await user.paste(demoCode) // as from the invitation
        await user.click(button('Continue'))
      },
      CLOSE_DIALOG: (user) => user.click(button('Close')),
      START_NOW: (user) => user.click(button('Start Interview Now')),
      BACK: (user) => user.click(button('Back')),
      SCHEDULE: (user) => user.click(button(/^(Schedule for later|Meeting scheduled)$/)),
      // The calendar's widget, from the calendar link's origin.
      MEETING_SCHEDULED: async () => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: new URL(demoCampaign.calendarLink).origin,
            data: { event: 'scheduler.event_scheduled' },
          }),
        )
      },
      WATCH_VIDEO: (user) => user.click(button('Discover the Next Generation Interview')),
      ACCEPT_NOTICE: (user) => user.click(button('Accept')),
      DISMISS_ALERT: (user) => user.click(button('Dismiss')),
    },
    states: {
      hidden: () => {
        expect(overlay()).toBeNull()
        expect(screen.queryByRole('dialog')).toBeNull()
        scrollLocked(false)
      },
      'shown.checkingScreen': view(1),
      'shown.mobileNotice.visible.opening': mobileNotice('opening'),
      'shown.mobileNotice.visible.open': mobileNotice('open'),
      'shown.mobileNotice.accepting': () => {
        mobileNotice('closing')()
        expect(leaveInterview).not.toHaveBeenCalled() // only once faded out
      },
      'shown.mobileNotice.dismissing': mobileNotice('closing'),
      'shown.panel.collapsed': view(0),
      'shown.panel.opportunity': view(1),
      'shown.panel.details': (snapshot) => {
        view(2)(snapshot)
        for (const heading of ['Position', 'Project & Key Responsibilities', 'Nice to Have']) {
          expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
        }
        expect(screen.getByText('Run the payments platform.')).toBeInTheDocument()
      },
      'shown.panel.unlocking.verifying': (snapshot) => {
        stepBehindModal(snapshot)
        expect(screen.queryByRole('dialog')).toBeNull()
      },
      'shown.panel.unlocking.enteringCode.visible.opening': accessCodeModal('opening'),
      'shown.panel.unlocking.enteringCode.visible.open': accessCodeModal('open'),
      'shown.panel.unlocking.enteringCode.accepting': accessCodeModal('closing'),
      'shown.panel.unlocking.enteringCode.dismissing': accessCodeModal('closing'),
      'shown.panel.start.ready': view(3),
      'shown.panel.start.interviewing.fullScreen': () => interviewFrame(true),
      'shown.panel.start.interviewing.windowed': () => interviewFrame(false),
      'shown.panel.start.scheduling.visible.opening': calendarModal('opening'),
      'shown.panel.start.scheduling.visible.open': calendarModal('open'),
      'shown.panel.start.scheduling.closing': calendarModal('closing'),
      'shown.panel.start.watchingVideo.visible.opening': videoModal('opening'),
      'shown.panel.start.watchingVideo.visible.open': videoModal('open'),
      'shown.panel.start.watchingVideo.closing': videoModal('closing'),
    },
  },
})

describe('interview overlay timing', () => {
  const shown = async () => {
    const actor = createActor(
      interviewMachine.provide({
        actors: {
          followOverlay: fromCallback(() => {}),
          checkScreen: fromPromise(async () => false),
          verifyStoredCode: fromPromise(async (): Promise<StoredCodeCheck> => 'valid'),
          listenForScheduling: fromCallback(() => {}),
        },
      }),
    ).start()
    actor.send({ type: 'SHOW', link })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ shown: 'panel' })).toBe(true))
    return actor
  }

  it('a modal fades in over 100 ms and out over 300 ms', async () => {
    vi.useFakeTimers()
    try {
      const actor = await shown()
      actor.send({ type: 'SELECT_POSITION' })
      actor.send({ type: 'START_INTERVIEW' })
      await vi.advanceTimersByTimeAsync(0)
      actor.send({ type: 'SCHEDULE' })
      const phase = () => JSON.stringify(actor.getSnapshot().value)
      expect(phase()).toContain('opening')
      await vi.advanceTimersByTimeAsync(MODAL_FADE_IN_MS - 1)
      expect(phase()).toContain('opening')
      await vi.advanceTimersByTimeAsync(1)
      expect(phase()).toContain('"open"')
      actor.send({ type: 'CLOSE_DIALOG' })
      await vi.advanceTimersByTimeAsync(MODAL_FADE_OUT_MS - 1)
      expect(phase()).toContain('closing')
      await vi.advanceTimersByTimeAsync(1)
      expect(actor.getSnapshot().matches({ shown: { panel: { start: 'ready' } } })).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('another interview link starts over at step 1, the position not yet viewed', async () => {
    const actor = await shown()
    actor.send({ type: 'SELECT_POSITION' })
    actor.send({ type: 'HIDE' })
    actor.send({ type: 'SHOW', link })
    expect(actor.getSnapshot().context.viewed).toBe(true)
    actor.send({ type: 'HIDE' })
    actor.send({ type: 'SHOW', link: '/interview/another' })
    expect(actor.getSnapshot().context).toMatchObject({
      link: '/interview/another',
      viewed: false,
    })
  })
})
