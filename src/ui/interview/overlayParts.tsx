// The parts of the interview overlay that no candidate sees at first paint, each in a chunk of
// its own: the position's details (with DOMPurify, step 2), the modals (the access code's
// machine and effects, the <dialog> with its focus handling) and the interview's frame. The
// overlay fetches them while the candidate reads (`usePreloadWhenIdle`); while one is still
// on its way, its place says so.
import forms from '../forms/Forms.module.css'
import { lazyView } from '../lazy/lazyView'
import styles from './InterviewOverlay.module.css'
import { interviewFilm } from './film/lazyFilm'

export const positionDetails = lazyView(
  async () => (await import('./PositionDetails')).PositionDetails,
)
export const overlayModals = lazyView(async () => (await import('./OverlayModals')).OverlayModals)
export const interviewFrame = lazyView(
  async () => (await import('./InterviewFrame')).InterviewFrame,
)

/** All of them: what the playground (and a test of the loaded views) waits for. */
export async function preloadOverlayParts(): Promise<void> {
  await Promise.all([
    positionDetails.preload(),
    overlayModals.preload(),
    interviewFrame.preload(),
    interviewFilm.preload(),
  ])
}

/** In the details' place (the id the position button's aria-controls names). */
export function DetailsLoading({ id }: { id: string }) {
  return (
    <p id={id} role="status" className={styles.hint}>
      Loading the position…
    </p>
  )
}

/** Over the page, where the modal will open; it fades in only after a noticeable wait. */
export function ModalLoading() {
  return (
    <div role="status" className={styles.modalLoading}>
      <span className={forms.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  )
}

/** The interview's panel, full screen as the interview starts. */
export function FrameLoading() {
  return (
    <section className={`${styles.interview} ${styles.fullScreen}`} aria-label="Interview">
      <p role="status" className={styles.unavailable}>
        Loading the interview…
      </p>
    </section>
  )
}
