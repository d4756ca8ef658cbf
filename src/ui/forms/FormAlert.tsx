import { ProblemIcon } from './Icons'
import styles from './Forms.module.css'

/** A form's problem that belongs to no field (the request failed, the sign-in was refused): one
 *  panel per form, right above its actions, with the same mark and colour as a field's message
 *  (FieldError). A screen reader announces it at once (the site's own alert, never
 *  window.alert); the region is always present so that the announcement is not missed. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={message ? styles.alert : undefined}>
      {message && (
        <>
          <ProblemIcon />
          <span>{message}</span>
        </>
      )}
    </div>
  )
}
