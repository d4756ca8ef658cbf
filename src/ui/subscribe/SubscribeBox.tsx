import styles from './SubscribeBox.module.css'

/** The newsletter box (SPEC.md 4, 5). The subscribe flow and its machine arrive with issue 5. */
export function SubscribeBox({ idPrefix }: { idPrefix: string }) {
  const inputId = `${idPrefix}-subscribe-email`
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
      <p className={styles.message}>News from the club and its Think Tank, once a month.</p>
      <label htmlFor={inputId} className="visually-hidden">
        Email
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <button type="submit" className="button button--primary" disabled>
          Subscribe
        </button>
      </div>
    </form>
  )
}
