// The film of the video modal in a chunk of its own (src/ui/lazy/lazyView.ts): fetched when
// that modal opens, never while the candidate reads, since few of them watch it.
import forms from '../../forms/Forms.module.css'
import { lazyView } from '../../lazy/lazyView'
import styles from './FilmLoading.module.css'

export const interviewFilm = lazyView(async () => (await import('./InterviewFilm')).InterviewFilm)

/** In the film's place, of its size, while its code arrives. */
export function FilmLoading() {
  return (
    <div role="status" className={styles.loading}>
      <span className={forms.spinner} aria-hidden="true" />
      <span>Loading the film…</span>
    </div>
  )
}
