import formStyles from '../ui/forms/Forms.module.css'

/** A labelled input or textarea of the console, its text the flow's (the public forms' Field
 *  stays in their own chunk: sharing it would split it out of every public form's page). */
export function ConsoleField({
  id,
  label,
  value,
  onChange,
  error,
  rows,
  type = 'text',
  ...control
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  rows?: number
  type?: string
  autoComplete?: string
  disabled?: boolean
  maxLength?: number
}) {
  const errorId = `${id}-error`
  const shared = {
    id,
    value,
    className: formStyles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...control,
  }
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
