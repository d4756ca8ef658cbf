// The film 'Discover the Next Generation Interview' in the club's own player: drawn in the page
// (FilmFrame), captioned, with play/pause, a seekable progress bar, a transcript and keys.
// Loaded only when its modal opens (src/ui/interview/overlayParts.tsx). Its flow (poster,
// playing, paused, ended; where it is; the captions) is the film player's machine, its clock
// an effect (filmPlayerEffects.ts); the modal's opening and closing stay in the interview
// machine.
import { useSyncExternalStore, type KeyboardEvent } from 'react'
import { useSelector } from '@xstate/react'
import { clock, filmAt, filmCues, filmScenes, filmSeconds } from '../../../content/interviewFilm'
import {
  filmKeyEvent,
  filmPlayerMachine,
  type FilmKeyTarget,
  type FilmPlayerActor,
} from '../../../machines/filmPlayer.machine'
import { useAppActorRef } from '../../flow/useAppActorRef'
import { FilmFrame } from './FilmFrame'
import { filmPlayerEffects } from './filmPlayerEffects'
import styles from './InterviewFilm.module.css'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/** True when the visitor asked for less motion: each scene is then shown still, cut to the
 *  next, while the captions keep their time. The environment, not the flow. */
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

export function InterviewFilm() {
  const player = useAppActorRef(filmPlayerMachine.provide(filmPlayerEffects()))
  return <InterviewFilmView player={player} />
}

/** Whose keys a key press meets: the progress bar keeps Space and the arrows, a button or the
 *  transcript's summary keeps Space. */
const keyTargetOf = (element: HTMLElement): FilmKeyTarget =>
  element.closest('input') ? 'range' : element.closest('button, summary') ? 'button' : 'player'

/** The player on its machine's actor: it shows the snapshot and sends what the person does. */
export function InterviewFilmView({ player }: { player: FilmPlayerActor }) {
  const snapshot = useSelector(player, (state) => state)
  const { seconds, captionsShown } = snapshot.context
  const playing = snapshot.matches('playing')
  const ended = snapshot.matches('ended')
  const reducedMotion = usePrefersReducedMotion()
  const toggle = () => player.send({ type: 'TOGGLE' })
  const seek = (to: number) => player.send({ type: 'SEEK', to })
  const toggleCaptions = () => player.send({ type: 'TOGGLE_CAPTIONS' })

  const onKeyDown = (event: KeyboardEvent) => {
    const keyEvent = filmKeyEvent({
      key: event.key,
      modified: event.altKey || event.ctrlKey || event.metaKey,
      target: keyTargetOf(event.target as HTMLElement),
    })
    if (!keyEvent) return
    player.send(keyEvent)
    event.preventDefault()
  }

  const moment = filmAt(seconds)
  const scene = filmScenes[moment.scene]!
  // As a poster, the title card stands finished.
  const still = reducedMotion || snapshot.matches('poster')
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
        {(snapshot.matches('poster') || ended) && (
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
          onClick={toggleCaptions}
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

/** The play and pause buttons' glyphs, drawn in the text's colour. */
function Icon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={d} fill="currentColor" />
    </svg>
  )
}

function PlayIcon({ size }: { size: number }) {
  return <Icon d="M8 5.5v13l10.5-6.5z" size={size} />
}

function PauseIcon() {
  return <Icon d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
}
