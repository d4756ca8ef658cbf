import { Suspense } from 'react'
import { useSelector } from '@xstate/react'
import type { Campaign } from '../../api/schemas'
import {
  openModal,
  overlayStep,
  type InterviewActor,
  type OverlayStep,
} from '../../machines/interview.machine'
import { usePreloadWhenIdle } from '../lazy/lazyView'
import { AlertMessage } from './AlertMessage'
import type { OverlayProps } from './OverlayModals'
import {
  DetailsLoading,
  FrameLoading,
  interviewFrame,
  ModalLoading,
  overlayModals,
  positionDetails,
} from './overlayParts'
import styles from './InterviewOverlay.module.css'

const titleId = 'interview-overlay-title'
/** The position's button, as the overlay's preview marks it: a press on it before the live
 *  overlay came is done when it comes (InterviewOverlay.tsx). */
export const selectPositionPress = 'select-position'
const detailsId = 'interview-position-details'

const sameModal = (a: ReturnType<typeof openModal>, b: ReturnType<typeof openModal>) =>
  a?.modal === b?.modal && a?.phase === b?.phase

/** What the arrow of each step does, as its name says (SPEC.md 4). */
const arrowLabel: Record<OverlayStep, string> = {
  collapsed: 'Expand',
  opportunity: 'Collapse',
  details: 'Back to the opportunity',
  start: 'Back to the position details',
}

/**
 * The interview overlay (SPEC.md 2.8): step 0 collapsed, 1 the opportunity, 2 the position's
 * details, 3 the start screen, or the interview itself; and its modals. The details, the
 * modals and the interview load with the step that shows them (./overlayParts).
 */
export function InterviewOverlayView({
  interview,
  campaign,
  landing = false,
}: OverlayProps & {
  /** On the invitation's own page (/interview/{hash}): the open overlay is the first thing the
   *  candidate sees, in the middle of the screen; collapsed, or on other pages, a corner card. */
  landing?: boolean
}) {
  const hidden = useSelector(interview, (snapshot) => snapshot.matches('hidden'))
  const step = useSelector(interview, overlayStep)
  const interviewing = useSelector(interview, (snapshot) =>
    snapshot.matches({ shown: { panel: { start: 'interviewing' } } }),
  )
  const modal = useSelector(interview, openModal, sameModal)
  // What the overlay's controls lead to, fetched while the candidate reads.
  usePreloadWhenIdle(positionDetails.preload, overlayModals.preload, interviewFrame.preload)
  if (hidden) return null

  return (
    <>
      {interviewing ? (
        <Suspense fallback={<FrameLoading />}>
          <interviewFrame.Component interview={interview} interviewLink={campaign.interviewLink} />
        </Suspense>
      ) : (
        <aside
          className={`${styles.overlay} ${landing && step !== 'collapsed' ? styles.landing : ''}`}
          data-step={step}
          data-interview-overlay
          tabIndex={-1}
          aria-labelledby={titleId}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Your Next Challenge Starts Here
            </h2>
            <button
              type="button"
              className={`icon-button ${styles.arrow}`}
              aria-label={arrowLabel[step]}
              aria-expanded={
                step === 'collapsed' ? false : step === 'opportunity' ? true : undefined
              }
              onClick={() => interview.send({ type: 'TOGGLE' })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="m6 15 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          {step !== 'collapsed' && (
            <OverlayBody interview={interview} campaign={campaign} step={step} />
          )}
        </aside>
      )}
      {modal && (
        <Suspense fallback={<ModalLoading />}>
          <overlayModals.Component interview={interview} campaign={campaign} open={modal} />
        </Suspense>
      )}
    </>
  )
}

function OverlayBody({
  interview,
  campaign,
  step,
}: {
  interview: InterviewActor
  campaign: Campaign
  step: Exclude<OverlayStep, 'collapsed'>
}) {
  const alert = useSelector(interview, (snapshot) => snapshot.context.alert)
  return (
    <div className={styles.body}>
      {/* In step 2 the row is the details' Position (SPEC.md 4): its name is not repeated. */}
      {step === 'details' ? (
        <h3 className={styles.label}>Position</h3>
      ) : (
        <p className={styles.label}>Current Opportunity</p>
      )}
      <button
        type="button"
        className={styles.position}
        aria-expanded={step === 'start' ? undefined : step === 'details'}
        aria-controls={step === 'details' ? detailsId : undefined}
        data-press={selectPositionPress}
        onClick={() => interview.send({ type: 'SELECT_POSITION' })}
      >
        <span className={styles.positionName}>{campaign.positionName}</span>
        <span className={styles.positionHint}>
          {step === 'opportunity' ? 'See the position' : 'Back to the opportunity'}
        </span>
      </button>
      {step === 'details' && (
        <Suspense fallback={<DetailsLoading id={detailsId} />}>
          <positionDetails.Component id={detailsId} campaign={campaign} />
        </Suspense>
      )}
      {step === 'start' ? (
        <StartScreen interview={interview} />
      ) : (
        <StartInterview interview={interview} />
      )}
      <AlertMessage
        message={alert}
        placement="inline"
        onDismiss={() => interview.send({ type: 'DISMISS_ALERT' })}
      />
    </div>
  )
}

/** Enabled when the machine takes it: once the position was viewed (SPEC.md 4). While the code
 *  is asked for it stays as it was pressed, so that focus can go back to it afterwards. */
function StartInterview({ interview }: { interview: InterviewActor }) {
  const enabled = useSelector(
    interview,
    (snapshot) =>
      snapshot.matches({ shown: { panel: 'unlocking' } }) ||
      snapshot.can({ type: 'START_INTERVIEW' }),
  )
  const viewed = useSelector(interview, (snapshot) => snapshot.context.viewed)
  return (
    <div className={`${styles.actions} ${styles.pinned}`}>
      <button
        type="button"
        className="button button--primary"
        disabled={!enabled}
        aria-describedby={viewed ? undefined : 'start-interview-hint'}
        onClick={() => interview.send({ type: 'START_INTERVIEW' })}
      >
        Start Interview
      </button>
      {!viewed && (
        <p id="start-interview-hint" className={styles.hint}>
          Open the position above to read about the role; then you can start.
        </p>
      )}
    </div>
  )
}

/** Step 3: the pointer or focus anywhere on it starts loading the interview's frame, and the
 *  modals (the calendar, the video) in case the access code's did not load them. */
function StartScreen({ interview }: { interview: InterviewActor }) {
  const meetingScheduled = useSelector(interview, (snapshot) => snapshot.context.meetingScheduled)
  return (
    <div className={styles.start}>
      <h3 className={styles.startTitle}>Your interview is ready</h3>
      <p className={styles.hint}>
        Start now, on camera and at your own pace, or book a call with a recruiter for later.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => interview.send({ type: 'START_NOW' })}
        >
          Start Interview Now
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => interview.send({ type: 'SCHEDULE' })}
        >
          {meetingScheduled ? 'Meeting scheduled' : 'Schedule for later'}
        </button>
      </div>
      <button
        type="button"
        className={styles.videoLink}
        onClick={() => interview.send({ type: 'WATCH_VIDEO' })}
      >
        Discover the Next Generation Interview
      </button>
    </div>
  )
}
