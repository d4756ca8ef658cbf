// The console's question before an action that cannot be undone (src/agents/ConfirmAction.tsx):
// the focus comes to its action, and when it goes, back to what asked it, never to the page's
// start (2026-12-06: after Cancel or Revoke, a keyboard began again from the console's top).
import { useRef, useState } from 'react'
import { describe, expect, test } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmAction } from '../../src/agents/ConfirmAction'

/** A row's Revoke… that asks first; answered, the row's button goes when `removesOpener`. */
function Asking({ removesOpener = false }: { removesOpener?: boolean }) {
  const [asking, setAsking] = useState(false)
  const [revoked, setRevoked] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Candidates
      </h2>
      {!revoked && (
        <button type="button" onClick={() => setAsking(true)}>
          Revoke…
        </button>
      )}
      <input aria-label="Addresses" />
      {asking && (
        <ConfirmAction
          id="question"
          question="Revoke the code?"
          action="Revoke"
          busy={false}
          onConfirm={() => {
            setAsking(false)
            if (removesOpener) setRevoked(true)
          }}
          onCancel={() => setAsking(false)}
          fallback={heading}
        />
      )}
    </>
  )
}

describe('ConfirmAction', () => {
  test('the question takes the focus on its action; cancelled, it gives it back to what asked', async () => {
    const user = userEvent.setup()
    render(<Asking />)
    const opener = screen.getByRole('button', { name: 'Revoke…' })
    await user.click(opener)
    expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('group')).toBeNull()
    expect(opener).toHaveFocus()
  })

  test('answered from the keyboard, the focus goes back to the control that asked', async () => {
    const user = userEvent.setup()
    render(<Asking />)
    await user.click(screen.getByRole('button', { name: 'Revoke…' }))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Revoke…' })).toHaveFocus()
  })

  test('when what asked is gone (the code revoked), the focus goes to the fallback', async () => {
    const user = userEvent.setup()
    render(<Asking removesOpener />)
    await user.click(screen.getByRole('button', { name: 'Revoke…' }))
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: 'Revoke…' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Candidates' })).toHaveFocus()
  })

  test('a focus the person moved elsewhere stays there', async () => {
    const user = userEvent.setup()
    render(<Asking />)
    await user.click(screen.getByRole('button', { name: 'Revoke…' }))
    // Typing elsewhere while the question waits; the question then goes (Cancel by a click that
    // does not keep the focus, as on a touch screen).
    const field = screen.getByLabelText('Addresses')
    await user.click(field)
    screen
      .getByRole('button', { name: 'Cancel' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await screen.findByLabelText('Addresses')
    expect(screen.queryByRole('group')).toBeNull()
    expect(field).toHaveFocus()
  })
})
