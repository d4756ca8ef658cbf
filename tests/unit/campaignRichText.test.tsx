// The campaign's rich-text field (issue 47 item 4): Tiptap limited to what the server keeps,
// its toolbar's toggles, the link field, its labels, and what a paste can bring in.
import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Editor } from '@tiptap/react'
import { RichTextField, richTextEditor } from '../../src/agents/editor/RichTextField'
import { richTextExtensions, isKeptLink } from '../../src/agents/editor/richTextExtensions'
import { linkAddressOf } from '../../src/agents/editor/LinkField'
import { keptTags } from '../../server/campaigns/richText'

/** The tags the server keeps: no toggle may produce another. */
const serverTags = new Set(keptTags)
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]!)
const headless = (content: string) =>
  new Editor({ extensions: richTextExtensions, content, element: document.createElement('div') })

async function field(value = '', props: { error?: string; disabled?: boolean } = {}) {
  await richTextEditor.preload()
  const onChange = vi.fn()
  const view = render(
    <RichTextField
      id="f"
      label="Key responsibilities"
      value={value}
      onChange={onChange}
      {...props}
    />,
  )
  const region = await screen.findByRole('textbox', { name: 'Key responsibilities' })
  return { onChange, region, view }
}

describe('the document', () => {
  it.each([
    ['a heading', '<h1>Lead</h1>', '<p>Lead</p>'],
    ['code', '<pre><code>x</code></pre><p><code>y</code></p>', '<p>x</p><p>y</p>'],
    ['a rule and a quote', '<hr><blockquote><p>q</p></blockquote>', '<p>q</p>'],
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an image with onerror', '<p>b<img src=x onerror="alert(1)"></p>', '<p>b</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">c</a></p>', '<p>c</p>'],
    // (A pasted link's target or rel stays in the draft: the server keeps only href, and the
    // candidate's page sets its own.)
    [
      'a link with a style',
      '<p><a href="https://jobs.example/x" style="color:red">d</a></p>',
      '<p><a href="https://jobs.example/x">d</a></p>',
    ],
    [
      'lists with emphasis',
      '<ul><li><p><strong>TypeScript</strong> and <em>Go</em></p></li></ul><ol><li><p>one</p></li></ol>',
      '<ul><li><p><strong>TypeScript</strong> and <em>Go</em></p></li></ul><ol><li><p>one</p></li></ol>',
    ],
  ])('keeps only the allowed set from %s', (_, pasted, kept) => {
    const editor = headless(pasted)
    expect(editor.getHTML()).toBe(kept)
    for (const tag of tagsOf(editor.getHTML())) expect(serverTags).toContain(tag)
    editor.destroy()
  })

  it('takes only http(s) and mailto links', () => {
    expect(
      ['https://a.example', 'http://a.example', 'mailto:hr@a.example'].map(isKeptLink),
    ).toEqual([true, true, true])
    expect(
      ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.example', 'jobs'].map(isKeptLink),
    ).toEqual([false, false, false, false])
    expect(linkAddressOf(' jobs.example/data ')).toBe('https://jobs.example/data')
    expect(linkAddressOf('mailto:hr@jobs.example')).toBe('mailto:hr@jobs.example')
  })
})

describe('the field', () => {
  it('is a labelled multi-line text box described by its problem', async () => {
    const { region } = await field('<p>Run the team.</p>', { error: 'Too long.' })
    expect(region).toHaveAttribute('aria-multiline', 'true')
    expect(region).toHaveAccessibleDescription('Too long.')
    expect(region).toHaveAttribute('aria-invalid', 'true')
    expect(region).toHaveTextContent('Run the team.')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Key responsibilities' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['BBold', 'IItalic', '•Bulleted list', '1.Numbered list', 'Link'])
  })

  it('takes the focus when its label is clicked, as a textarea would', async () => {
    const { region } = await field('<p>Run the team.</p>')
    await userEvent.setup().click(screen.getByText('Key responsibilities'))
    expect(region).toHaveFocus()
  })

  it.each([
    ['Bold', '<p><strong>Run the team.</strong></p>'],
    ['Italic', '<p><em>Run the team.</em></p>'],
    ['Bulleted list', '<ul><li><p>Run the team.</p></li></ul>'],
    ['Numbered list', '<ol><li><p>Run the team.</p></li></ol>'],
  ])('%s turns on, says so, and the draft gets the allowed tag', async (name, html) => {
    const { region, onChange } = await field('<p>Run the team.</p>')
    const user = userEvent.setup()
    region.focus()
    // Everything selected, then the toggle.
    const editor = (region as HTMLElement & { editor?: Editor }).editor
    editor?.commands.selectAll()
    const button = screen.getByRole('button', { name })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(onChange).toHaveBeenLastCalledWith(html)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    for (const tag of tagsOf(onChange.mock.lastCall![0] as string))
      expect(serverTags).toContain(tag)
  })

  it('Link asks for the address inline, refuses a script address, and links the selection', async () => {
    const { region, onChange } = await field('<p>Apply here</p>')
    const user = userEvent.setup()
    ;(region as HTMLElement & { editor?: Editor }).editor?.commands.selectAll()
    await user.click(screen.getByRole('button', { name: 'Link' }))
    const address = screen.getByLabelText('Link address (Key responsibilities)')
    expect(address).toHaveFocus()
    await user.type(address, 'javascript:alert(1){Enter}')
    expect(address).toHaveAccessibleDescription(/Type a whole address/)
    expect(onChange).not.toHaveBeenCalled()
    await user.clear(address)
    await user.type(address, 'jobs.example/apply{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a href="https://jobs.example/apply">Apply here</a></p>',
    )
    expect(screen.queryByLabelText('Link address (Key responsibilities)')).toBeNull()
  })

  it('Link with nothing selected adds the address as a link at the caret; Escape closes the field', async () => {
    const { region, onChange } = await field('<p>Apply:</p>')
    const user = userEvent.setup()
    ;(region as HTMLElement & { editor?: Editor }).editor?.commands.focus('end')
    await user.click(screen.getByRole('button', { name: 'Link' }))
    await user.type(
      screen.getByLabelText('Link address (Key responsibilities)'),
      'mailto:hr@jobs.example{Enter}',
    )
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Apply:<a href="mailto:hr@jobs.example">mailto:hr@jobs.example</a></p>',
    )
    await user.click(screen.getByRole('button', { name: 'Link' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByLabelText('Link address (Key responsibilities)')).toBeNull()
  })

  it('an emptied document is an empty draft, and a draft changed elsewhere is shown', async () => {
    const { region, onChange, view } = await field('<p>x</p>')
    const editor = (region as HTMLElement & { editor?: Editor }).editor!
    editor.commands.clearContent(true)
    expect(onChange).toHaveBeenLastCalledWith('')
    view.rerender(
      <RichTextField
        id="f"
        label="Key responsibilities"
        value="<p>Theirs</p>"
        onChange={onChange}
      />,
    )
    await waitFor(() => expect(region).toHaveTextContent('Theirs'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('is read-only while disabled, its toolbar too', async () => {
    const { region } = await field('<p>x</p>', { disabled: true })
    expect(region).toHaveAttribute('contenteditable', 'false')
    expect(region).toHaveAttribute('aria-disabled', 'true')
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button'))
      expect(button).toBeDisabled()
  })
})

describe('a paste', () => {
  it('a pasted script or image with onerror never reaches the draft (the schema drops them)', async () => {
    const { region, onChange } = await field()
    ;(region as HTMLElement & { editor?: Editor }).editor!.view.pasteHTML(
      '<p>Lead <b>payments</b></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 1"><p><a href="javascript:window.pwned=1">Apply</a></p>',
    )
    expect(onChange).toHaveBeenLastCalledWith('<p>Lead <strong>payments</strong></p><p>Apply</p>')
    expect(region.querySelector('script, img, [onerror]')).toBeNull()
    expect(region.innerHTML).not.toMatch(/javascript:|onerror/)
  })
})
