// The address of a link, typed inline under the toolbar (no browser prompt): Apply puts it on
// the selected text (or the link the caret is in; with nothing selected, it adds the address as
// a link at the caret), Remove link takes it off; Escape or Cancel closes the field and the
// caret goes back to the text.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Editor } from '@tiptap/react'
import formStyles from '../../ui/forms/Forms.module.css'
import { isKeptLink } from './richTextExtensions'

export const linkProblem = 'Type a whole address: https://…, http://… or mailto:…'

/** What was typed, as a link: a bare "example.com/jobs" is taken as https. */
export function linkAddressOf(typed: string): string {
  const trimmed = typed.trim()
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
}

export function LinkField({
  editor,
  fieldLabel,
  onClose,
}: {
  editor: Editor
  fieldLabel: string
  onClose: () => void
}) {
  const id = useId()
  // The address as typed, and whether Apply found it unusable: this field's view state.
  const [typed, setTyped] = useState(() => (editor.getAttributes('link').href as string) ?? '')
  const [refused, setRefused] = useState(false)
  // Opened by the toolbar's Link: the caret goes to the address at once.
  const address = useRef<HTMLInputElement>(null)
  useEffect(() => address.current?.focus(), [])
  const close = () => {
    onClose()
    editor.commands.focus()
  }
  const apply = () => {
    const href = linkAddressOf(typed)
    if (!typed.trim() || !isKeptLink(href)) return setRefused(true)
    const chain = editor.chain().focus()
    // Nothing selected and no link under the caret: the address goes in as its own words.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
    else chain.extendMarkRange('link').setLink({ href })
    chain.run()
    onClose()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }
  // Inside the campaign's form: Enter applies the link rather than submitting the campaign.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }
  return (
    <div className="rte-link-field">
      <label id={`${id}-label`} htmlFor={`${id}-address`} className={formStyles.label}>
        Link address ({fieldLabel})
      </label>
      <input
        id={`${id}-address`}
        type="url"
        className={formStyles.control}
        ref={address}
        value={typed}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-problem` : undefined}
        onChange={(event) => {
          setTyped(event.target.value)
          setRefused(false)
        }}
        onKeyDown={onKeyDown}
      />
      {refused && (
        <p id={`${id}-problem`} className={formStyles.error}>
          {linkProblem}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary button--small" onClick={apply}>
          Apply link
        </button>
        {editor.isActive('link') && (
          <button type="button" className="button button--ghost button--small" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="button button--ghost button--small" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  )
}
