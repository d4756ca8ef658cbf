// The Tiptap editor of one rich-text field (loaded in a chunk of its own: RichTextField). Its
// document and selection are the editor's own view state; what the agent types leaves it only
// as HTML, through `onChange`, into the flow's draft.
import { useEffect, useMemo } from 'react'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import { richTextExtensions } from './richTextExtensions'
import { EditorToolbar } from './EditorToolbar'
import './editor.css'

export interface RichTextEditorProps {
  /** The editable region's id. */
  id: string
  /** The field's label (its id names the region; its words name the toolbar). */
  label: string
  labelId: string
  /** The id of the problem shown under the field, when one is. */
  errorId?: string
  value: string
  disabled?: boolean
  onChange: (html: string) => void
}

/** The document as stored: an empty one is '' (not `<p></p>`), as a field never typed is. */
export const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/** The attributes of the editable region: a labelled multi-line text box, described by its
 *  problem when one is shown. */
function regionAttributes({ id, labelId, errorId, disabled }: RichTextEditorProps) {
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'rte-content',
  }
  if (errorId) {
    attributes['aria-describedby'] = errorId
    attributes['aria-invalid'] = 'true'
  }
  if (disabled) attributes['aria-disabled'] = 'true'
  return attributes
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, disabled = false, onChange, id, labelId, errorId } = props
  const attributes = useMemo(
    () => regionAttributes({ id, labelId, errorId, disabled } as RichTextEditorProps),
    [id, labelId, errorId, disabled],
  )
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: updated }) => onChange(htmlOf(updated)),
  })
  // useEditor destroys an editor its effects did not reach within 1 ms of its creation and makes
  // another; until the render that brings the new one, `editor` here is the destroyed one, which
  // has no schema to read (the playground's busy StrictMode renders met it): it is skipped.
  // The draft changed from elsewhere (the campaign as saved, theirs taken, a created campaign's
  // empty form): the document follows it. Typing does not come back here, as the HTML matches.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  // useEditor keeps its first `editable`: a form that becomes busy or read-only says so here.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled)
      editor.setEditable(!disabled, false)
  }, [editor, disabled])

  return (
    <div className="rte-editor" data-disabled={disabled || undefined}>
      <EditorToolbar editor={editor} label={props.label} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  )
}
