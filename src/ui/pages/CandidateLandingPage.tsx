import { BrandBar } from '../shell/BrandBar'
import styles from './CandidateLandingPage.module.css'

/** What helps the interview go well: the guidelines the access code's first step gives, said
 *  once here in the candidate's own words, so that the page has nothing to sell. */
const beforeYouStart = [
  'A computer with a camera, a microphone and a steady connection.',
  'A quiet space, with Do Not Disturb on.',
  'Your own work only: no tools or outside help.',
]

/**
 * /interview/<hash>: an invited candidate's landing (issue 47). A quiet page under the
 * interview overlay (SPEC.md 2.8), which carries the position and Start Interview: the club's
 * mark and no navbar, no visitor's calls to action, no newsletter box, no membership pitch.
 * On a wide screen the words sit left of the overlay; on a phone the overlay comes first.
 */
export function CandidateLandingPage() {
  return (
    <div className={styles.page}>
      <BrandBar />
      <div className={`container ${styles.inner}`}>
        <p className="eyebrow">Your interview with Nova Club</p>
        <h1 className={styles.title}>You are invited to interview</h1>
        <p className={styles.lead}>
          A Talent Agent chose you for this position. Read about it in the panel, then start the
          interview when you are ready: it runs here, in your browser.
        </p>
        <h2 className="eyebrow">Before you start</h2>
        <ul>
          {beforeYouStart.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
