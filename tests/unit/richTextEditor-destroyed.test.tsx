// The rich-text editor's own effects and an editor useEditor has already destroyed: useEditor
// destroys an editor its effects did not reach within 1 ms of its creation and makes another,
// so one render can hand the component a destroyed editor (met in the playground's StrictMode
// renders on a busy machine: the campaign's page went blank). Its effects must leave it alone.
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Editor } from '@tiptap/react'
import { richTextExtensions } from '../../src/agents/editor/richTextExtensions'

const destroyed = new Editor({
  extensions: richTextExtensions,
  content: '<p>Build the pipelines.</p>',
  element: document.createElement('div'),
})
destroyed.destroy()

vi.mock('@tiptap/react', async (original) => ({
  ...(await original<typeof import('@tiptap/react')>()),
  useEditor: () => destroyed,
}))

describe('the rich-text editor handed a destroyed editor', () => {
  it('renders its toolbar without reading the destroyed document', async () => {
    const { default: RichTextEditor } = await import('../../src/agents/editor/RichTextEditor')
    expect(destroyed.isDestroyed).toBe(true)
    render(
      <RichTextEditor
        id="f"
        label="Key responsibilities"
        labelId="f-label"
        value="<ul><li><p>SQL</p></li></ul>"
        disabled
        onChange={() => {}}
      />,
    )
    expect(await screen.findByRole('toolbar')).toBeDefined()
  })
})
