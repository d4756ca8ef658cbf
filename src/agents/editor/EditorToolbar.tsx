// The formatting toolbar of a rich-text field: exactly what the server keeps (bold, italic,
// bulleted and numbered lists, links), each button saying whether it is on (aria-pressed).
// The keyboard reaches each button in tab order; Tiptap's own shortcuts work in the text
// (Ctrl/Cmd+B, Ctrl/Cmd+I, Ctrl/Cmd+Shift+8 and 7 for the lists).
import { useEditorState, type Editor } from '@tiptap/react'
import { LinkField } from './LinkField'
import { useState } from 'react'

/** A toggle of the toolbar and how it reads the editor's state. */
const toggles = [
  {
    name: 'Bold',
    mark: 'B',
    shortcut: 'Control+B',
    isOn: (editor: Editor) => editor.isActive('bold'),
    run: (editor: Editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    mark: 'I',
    shortcut: 'Control+I',
    isOn: (editor: Editor) => editor.isActive('italic'),
    run: (editor: Editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Bulleted list',
    mark: '•',
    shortcut: 'Control+Shift+8',
    isOn: (editor: Editor) => editor.isActive('bulletList'),
    run: (editor: Editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    mark: '1.',
    shortcut: 'Control+Shift+7',
    isOn: (editor: Editor) => editor.isActive('orderedList'),
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const

export function EditorToolbar({
  editor,
  label,
  disabled,
}: {
  editor: Editor | null
  /** The field's label: the toolbar is "Formatting of <label>". */
  label: string
  disabled: boolean
}) {
  // Which toggles are on where the caret is: the toolbar re-renders when that changes only.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? [...toggles.map((toggle) => toggle.isOn(current)), current.isActive('link')] : null,
  })
  // Whether the link's address field is open: this widget's own view state, not a flow's.
  const [linking, setLinking] = useState(false)
  const off = disabled || !editor
  return (
    <>
      {/* Named for its field and placed just before its text; no aria-controls: the region it
          would name is replaced whenever Tiptap makes a new editor, and an id pointing at
          nothing for that moment is an ARIA error (axe found one at 768 px). */}
      <div role="toolbar" aria-label={`Formatting of ${label}`} className="rte-toolbar">
        {toggles.map((toggle, index) => (
          <button
            key={toggle.name}
            type="button"
            className="rte-tool"
            aria-pressed={pressed?.[index] ?? false}
            aria-keyshortcuts={toggle.shortcut}
            title={toggle.name}
            disabled={off}
            onClick={() => editor && toggle.run(editor)}
          >
            <span aria-hidden="true" data-mark={toggle.mark}>
              {toggle.mark}
            </span>
            <span className="visually-hidden">{toggle.name}</span>
          </button>
        ))}
        <button
          type="button"
          className="rte-tool"
          aria-pressed={pressed?.[toggles.length] ?? false}
          aria-expanded={linking}
          disabled={off}
          onClick={() => setLinking(!linking)}
        >
          Link
        </button>
      </div>
      {linking && editor && !disabled && (
        <LinkField editor={editor} fieldLabel={label} onClose={() => setLinking(false)} />
      )}
    </>
  )
}
