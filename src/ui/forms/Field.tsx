import type { HTMLInputTypeAttribute, ReactNode } from 'react'
import styles from './Forms.module.css'
import { useFieldText } from './useFieldText'
import { FieldError } from './FieldError'

interface FieldProps {
  id: string
  label: string
  /** The flow's value: the field starts with it and shows it when the flow changes it. */
  value: string
  onChange: (value: string) => void
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  disabled?: boolean
  required?: boolean
  /** What is wrong with the field (FieldError, under it); the field is then marked invalid. */
  error?: string
  /** A line under the field that describes it (a counter, say). */
  hint?: ReactNode
  /** The visitor left the field or pressed Enter in it: time to say what is wrong, if anything. */
  onCheck?: () => void
  /** A textarea of this many rows instead of an input. */
  rows?: number
  maxLength?: number
  placeholder?: string
}

/** A labelled input (or textarea) with its hint and its error message tied to it for
 *  assistive technology. Its text lives in the field (useFieldText). */
export function Field({
  id,
  label,
  value,
  onChange,
  onCheck,
  error,
  hint,
  rows,
  type = 'text',
  ...control
}: FieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  const shared = {
    id,
    ref: useFieldText(value, onChange, onCheck),
    defaultValue: value,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: onCheck,
    ...control,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          onChange={(event) => onChange(event.target.value)}
          // Enter does not submit while the button is disabled: it says why instead.
          onKeyDown={(event) => event.key === 'Enter' && onCheck?.()}
        />
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  )
}
