// A rich-text field of a campaign: its label, the Tiptap editor (a chunk of its own, fetched
// once the console is idle) and its problem. While the editor's code is on its way the field
// is a textarea holding the same draft, so nothing typed meanwhile is lost.
import { Suspense, useId, type MouseEvent } from 'react'
import { lazyView, usePreloadWhenIdle } from '../../ui/lazy/lazyView'
import formStyles from '../../ui/forms/Forms.module.css'

export const richTextEditor = lazyView(async () => (await import('./RichTextEditor')).default)

/** A click on the label focuses the editor's region (a textarea takes it by itself). */
function focusRegion(event: MouseEvent<HTMLLabelElement>) {
  const region = document.getElementById(event.currentTarget.htmlFor)
  if (region?.isContentEditable) region.focus()
}

export function RichTextField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
}) {
  usePreloadWhenIdle(richTextEditor.preload)
  const labelId = `${useId()}-label`
  const errorId = `${id}-error`
  return (
    <div className={formStyles.field}>
      {/* Names the textarea while it is there; the editor's region is named by its id. A label
          focuses only a form control when clicked, so for the editor's region it does so here
          (a mouse's convenience: the keyboard reaches the region by Tab, as any control). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a label's own click, extended to the editor */}
      <label id={labelId} className={formStyles.label} htmlFor={id} onClick={focusRegion}>
        {label}
      </label>
      <Suspense
        fallback={
          <textarea
            id={id}
            className={formStyles.control}
            rows={4}
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        }
      >
        <richTextEditor.Component
          id={id}
          label={label}
          labelId={labelId}
          errorId={error ? errorId : undefined}
          value={value}
          disabled={disabled}
          onChange={onChange}
        />
      </Suspense>
      {error && (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
