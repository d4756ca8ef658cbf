import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import type { InterviewActor } from '../../machines/interview.machine'
import { frameAddress } from './embedAddress'
import { BackIcon } from '../forms/Icons'
import { Logo } from '../shell/Logo'
import styles from './InterviewOverlay.module.css'
import { FormAlert } from '../forms/FormAlert'

/** Step 3's interview: the campaign's interview link in a frame that may use the camera, the
 *  microphone and autoplay, on a full-screen panel or inside the overlay. */
export function InterviewFrame({
  interview,
  interviewLink,
}: {
  interview: InterviewActor
  interviewLink: string
}) {
  const fullScreen = useSelector(interview, (snapshot) =>
    snapshot.matches({ shown: { panel: { start: { interviewing: 'fullScreen' } } } }),
  )
  const address = frameAddress(interviewLink)
  const panel = useRef<HTMLElement>(null)
  // The button that started the interview is gone with the overlay: focus moves to the panel,
  // and back to the overlay when the panel goes.
  useEffect(() => {
    const document = panel.current?.ownerDocument // the page's, or the playground's frame's
    panel.current?.focus()
    return () => document?.querySelector<HTMLElement>('aside[data-interview-overlay]')?.focus()
  }, [])
  return (
    <section
      ref={panel}
      className={`${styles.interview} ${fullScreen ? styles.fullScreen : ''}`}
      aria-label="Interview"
      data-interview-overlay
      tabIndex={-1}
    >
      <div className={styles.interviewBar}>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => interview.send({ type: 'BACK' })}
        >
          <BackIcon /> Back
        </button>
        <Logo collapsible />
        <button
          type="button"
          className={`icon-button ${styles.arrow}`}
          aria-label={fullScreen ? 'Exit full screen' : 'Full screen'}
          onClick={() => interview.send({ type: 'TOGGLE' })}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={
                fullScreen
                  ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                  : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
              }
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      </div>
      {address ? (
        <iframe
          className={styles.interviewFrame}
          title="Your interview"
          src={address}
          allow="camera; microphone; autoplay"
        />
      ) : (
        <div className={styles.unavailable}>
          <FormAlert message="This interview cannot be opened here: its link is not a secure address. Please write to the recruiter who invited you." />
        </div>
      )}
    </section>
  )
}
