import { Suspense } from 'react'
import type { Campaign } from '../../api/schemas'
import type {
  InterviewActor,
  InterviewModal as ModalName,
  ModalPhase,
} from '../../machines/interview.machine'
import { config } from '../../lib/config'
import { InterviewModal } from './InterviewModal'
import { AccessCode, accessCodeTitleId } from './AccessCode'
import { frameAddress } from './embedAddress'
import { FilmLoading, interviewFilm } from './film/lazyFilm'
import styles from './InterviewModal.module.css'
import { FormAlert } from '../forms/FormAlert'

const titleIds: Record<ModalName, string> = {
  mobileNotice: 'mobile-notice-title',
  accessCode: accessCodeTitleId,
  calendar: 'calendar-title',
  video: 'video-title',
}

/** What the overlay and its modals are drawn from. */
export interface OverlayProps {
  interview: InterviewActor
  campaign: Campaign
}

/** The one modal of the overlay on screen (SPEC.md 2.8): `open`, as the overlay's view reads
 *  it from the machine (openModal), which loads this module only while a modal is open. */
export function OverlayModals({
  interview,
  campaign,
  open: { modal, phase },
}: OverlayProps & { open: { modal: ModalName; phase: ModalPhase } }) {
  return (
    <InterviewModal
      key={modal}
      phase={phase}
      titleId={titleIds[modal]}
      size={modal === 'calendar' || modal === 'video' ? 'wide' : 'narrow'}
      onClose={() => interview.send({ type: 'CLOSE_DIALOG' })}
    >
      {modal === 'mobileNotice' && <MobileNotice interview={interview} />}
      {modal === 'accessCode' && (
        <AccessCode onAccepted={() => interview.send({ type: 'CODE_ACCEPTED' })} />
      )}
      {modal === 'calendar' && <Calendar calendarLink={campaign.calendarLink} />}
      {modal === 'video' && <Video />}
    </InterviewModal>
  )
}

function MobileNotice({ interview }: { interview: InterviewActor }) {
  return (
    <div className={styles.body}>
      <h2 id={titleIds.mobileNotice} className={styles.title}>
        For the Best Experience, Switch to a Computer
      </h2>
      <p>
        The interview uses your camera and microphone and needs a steady connection: it works best
        on a computer. Open your invitation link there to take it.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => interview.send({ type: 'ACCEPT_NOTICE' })}
        >
          Accept
        </button>
      </div>
    </div>
  )
}

/** The calendar link's scheduling widget: 630 px high, at least 320 px wide (SPEC.md 9). */
function Calendar({ calendarLink }: { calendarLink: string }) {
  const address = frameAddress(calendarLink)
  return (
    <div className={styles.body}>
      <h2 id={titleIds.calendar} className={styles.title}>
        Schedule a call with a recruiter
      </h2>
      {address ? (
        <div className={styles.calendarScroller}>
          <iframe
            className={`${styles.frame} ${styles.calendar}`}
            title="Schedule a call with a recruiter"
            src={address}
            allow="camera 'none'; microphone 'none'; autoplay 'none'"
          />
        </div>
      ) : (
        <FormAlert message="The calendar cannot be opened here: its link is not a secure address. Please write to the recruiter who invited you." />
      )}
    </div>
  )
}

/** 'Discover the Next Generation Interview': the club's own film, drawn and captioned in the
 *  page; an operator's recording instead when VITE_INTERVIEW_VIDEO_URL names one. */
function Video() {
  const recording = config.interviewVideoUrl ? frameAddress(config.interviewVideoUrl) : null
  return (
    <div className={styles.body}>
      <h2 id={titleIds.video} className={styles.title}>
        Discover the Next Generation Interview
      </h2>
      <p>A minute and a half on what the interview is, how it goes and what happens after it.</p>
      {recording ? (
        <iframe
          className={`${styles.frame} ${styles.video}`}
          title="Discover the Next Generation Interview (video)"
          src={recording}
          allow="camera 'none'; microphone 'none'; autoplay 'none'; fullscreen"
          allowFullScreen
        />
      ) : (
        <Suspense fallback={<FilmLoading />}>
          <interviewFilm.Component />
        </Suspense>
      )}
    </div>
  )
}
