import { ProblemIcon } from './Icons'
import styles from './Forms.module.css'

/**
 * What is wrong with one field: the one place a field's problem is shown, in every form (Field,
 * the subscribe box, the access code). Directly under the field, in the danger colour with the
 * problem mark; the field names it with aria-describedby and is marked aria-invalid, and it is
 * announced as it appears (role alert), whether a press or leaving the field brought it.
 * A problem that is no field's (the server failed, the sign-in was refused) is a FormAlert.
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className={styles.error}>
      <ProblemIcon />
      <span>{message}</span>
    </p>
  )
}
