// The film 'Discover the Next Generation Interview' in the club's own player: drawn in the page
// (FilmFrame), captioned, with play/pause, a seekable progress bar, a transcript and keys.
// Loaded only when its modal opens (src/ui/interview/overlayParts.tsx). Whether it plays and
// where it is are the player's presentational state, like a <video> element's: the modal's
// opening and closing stay in the interview machine.
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { clock, filmAt, filmCues, filmScenes, filmSeconds } from '../../../content/interviewFilm'
import { FilmFrame } from './FilmFrame'
import styles from './InterviewFilm.module.css'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/** True when the visitor asked for less motion: each scene is then shown still, cut to the
 *  next, while the captions keep their time. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(reducedMotionQuery)
      query?.addEventListener('change', changed)
      return () => query?.removeEventListener('change', changed)
    },
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  )
}

const seekStep = 5

export function InterviewFilm() {
  // Presentational state, as a <video> element keeps it: no flow depends on it.
  const [seconds, setSeconds] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [captionsShown, setCaptionsShown] = useState(true)
  const time = useRef(0)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (!playing) return
    let last = performance.now()
    let frame = requestAnimationFrame(function advance(now) {
      time.current = Math.min(time.current + (now - last) / 1000, filmSeconds)
      last = now
      setSeconds(time.current)
      if (time.current >= filmSeconds) setPlaying(false)
      else frame = requestAnimationFrame(advance)
    })
    return () => cancelAnimationFrame(frame)
  }, [playing])

  const seek = (to: number) => {
    time.current = Math.min(Math.max(to, 0), filmSeconds)
    setSeconds(time.current)
  }
  const toggle = () => {
    if (!playing && time.current >= filmSeconds) seek(0) // from the start again
    setPlaying(!playing)
  }

  /** Space or K plays and pauses, the arrows move 5 seconds, C shows or hides the captions;
   *  a button or the progress bar keeps its own keys. */
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    const ownKeys = target.closest('button, input, summary')
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const key = event.key.toLowerCase()
    if (key === 'k' || (key === ' ' && !ownKeys)) toggle()
    else if (key === 'c') setCaptionsShown(!captionsShown)
    else if (key === 'arrowleft' && !target.closest('input')) seek(time.current - seekStep)
    else if (key === 'arrowright' && !target.closest('input')) seek(time.current + seekStep)
    else return
    event.preventDefault()
  }

  const moment = filmAt(seconds)
  const scene = filmScenes[moment.scene]!
  const ended = seconds >= filmSeconds
  // Before it first plays, the title card stands finished, as a poster.
  const still = reducedMotion || (!playing && seconds === 0)
  const playLabel = playing ? 'Pause the film' : ended ? 'Play the film again' : 'Play the film'

  return (
    // The keys act anywhere in the player (each control also works with its own keys).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.player} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <svg
          viewBox="0 0 960 540"
          className={styles.picture}
          role="img"
          aria-label={`Scene ${moment.scene + 1} of ${filmScenes.length}: ${scene.title}`}
        >
          <FilmFrame
            scene={moment.scene}
            progress={still ? 1 : moment.progress}
            seconds={still ? 0 : seconds}
          />
        </svg>
        {/* A large target for the pointer; keyboards and screen readers use the controls'. */}
        {!playing && (seconds === 0 || ended) && (
          <button
            type="button"
            className={styles.bigPlay}
            onClick={toggle}
            aria-hidden="true"
            tabIndex={-1}
          >
            <PlayIcon size={34} />
          </button>
        )}
      </div>
      <p className={captionsShown ? styles.captionLine : 'visually-hidden'} aria-live="polite">
        {moment.caption}
      </p>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.play}
          onClick={toggle}
          aria-label={playLabel}
          data-autofocus
        >
          {playing ? <PauseIcon /> : <PlayIcon size={20} />}
        </button>
        <input
          type="range"
          className={styles.progress}
          min={0}
          max={filmSeconds}
          step={1}
          value={Math.floor(seconds)}
          onChange={(event) => seek(Number(event.target.value))}
          aria-label="Position in the film"
          aria-valuetext={`${clock(seconds)} of ${clock(filmSeconds)}: ${scene.title}`}
        />
        <span className={styles.time} aria-hidden="true">
          {clock(seconds)} / {clock(filmSeconds)}
        </span>
        <button
          type="button"
          className={styles.cc}
          aria-pressed={captionsShown}
          aria-label="Captions"
          onClick={() => setCaptionsShown(!captionsShown)}
        >
          CC
        </button>
      </div>
      <p className={styles.keys}>
        Keys: Space plays or pauses, the arrows move five seconds, C turns captions on or off. The
        film has no sound: its words are the captions.
      </p>
      <details className={styles.transcript}>
        <summary>Transcript</summary>
        <ol>
          {filmCues.map((cue, index) => (
            <li key={cue.start}>
              <button
                type="button"
                className={styles.cue}
                aria-current={moment.cue === index ? 'true' : undefined}
                onClick={() => seek(cue.start)}
              >
                <span className={styles.cueTime}>{clock(cue.start)}</span> {cue.text}
              </button>
            </li>
          ))}
        </ol>
      </details>
    </div>
  )
}

function PlayIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  )
}
