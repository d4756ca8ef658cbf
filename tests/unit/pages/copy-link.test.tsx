import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CopyLink } from '../../../src/ui/articles/CopyLink'

function giveClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

describe('Copy link', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original)
    else Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('writes the page address to the clipboard and says Copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    giveClipboard({ writeText })
    render(<CopyLink />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(screen.getByRole('status')).toHaveTextContent('Copied')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('shows the address, selected in a read-only field, when the clipboard is refused', async () => {
    giveClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('Denied')) })
    render(<CopyLink />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    const field = screen.getByRole('textbox', { name: /did not allow copying/ })
    expect(field).toHaveValue(window.location.href)
    expect(field).toHaveAttribute('readonly')
    expect(field).toHaveFocus()
    const input = field as HTMLInputElement
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length])
    expect(screen.getByRole('status')).not.toHaveTextContent('Copied')
  })

  it('falls back the same way in a browser without a clipboard', async () => {
    giveClipboard(undefined)
    render(<CopyLink />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(screen.getByRole('textbox')).toHaveValue(window.location.href)
  })
})
