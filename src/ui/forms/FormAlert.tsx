import styles from './Forms.module.css'

/** A message a screen reader announces at once (the site's own alert, never window.alert).
 *  The region is always present so that the announcement is not missed. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={message ? styles.alert : undefined}>
      {message}
    </div>
  )
}
