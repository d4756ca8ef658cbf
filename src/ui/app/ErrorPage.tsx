import type { ErrorComponentProps } from '@tanstack/react-router'
import styles from './StatusPage.module.css'

/** What the status or message of a thrown error says, for people. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as Record<string, unknown>
    if (typeof status === 'number') return [status, statusText].filter(Boolean).join(' ')
    if (typeof message === 'string' && message) return message
  }
  return typeof error === 'string' && error ? error : 'Unknown error'
}

/** The router's fallback when a route throws (SPEC.md 2.1). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describeError(error)}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        Try again
      </button>
    </section>
  )
}
