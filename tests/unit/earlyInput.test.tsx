// What a visitor does on a prerendered page before React hydrated it (src/boot.js notes it,
// src/ui/lazy/earlyInput.ts hands it to the views): text typed or autofilled, a field left, a
// box ticked, a button pressed, a form sent. Each reaches its flow once, when the view hydrates.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { fireEvent, render, screen } from '@testing-library/react'
import { createActor, fromPromise } from 'xstate'
import { Field } from '../../src/ui/forms/Field'
import { useCheckboxState } from '../../src/ui/forms/useFieldText'
import { MachineForm } from '../../src/ui/forms/MachineForm'
import { SubscribeBoxView } from '../../src/ui/subscribe/SubscribeBox'
import { ReachOutFormView } from '../../src/ui/reachOut/ReachOutForm'
import { subscribeMachine } from '../../src/machines/subscribe.machine'
import { reachOutMachine } from '../../src/machines/reachOut.machine'
import { REACH_OUT_TEMPLATE } from '../../src/machines/reachOut.rules'
import { useEarlyPress } from '../../src/ui/lazy/earlyInput'

/** What src/boot.js keeps for the views, as it keeps it. */
function bootNotes() {
  const notes = {
    pressed: new WeakMap(),
    submitted: new WeakMap(),
    typed: new WeakMap(),
    selected: new WeakMap(),
  }
  window.__earlyInput = notes
  return notes
}
afterEach(() => delete window.__earlyInput)

/** The prerendered markup of `ui`; `before` does to it what the visitor did before it
 *  hydrates; then React hydrates it. */
function hydrateAfter(ui: ReactElement, before: (container: HTMLElement) => void = () => {}) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(ui)
  before(container)
  return render(ui, { container, hydrate: true })
}

const typeInto = (container: HTMLElement, selector: string, text: string) => {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!
  field.value = text
  return field
}

describe('text typed before hydration', () => {
  it('is handed to the field’s onChange once the page hydrates', () => {
    const onChange = vi.fn()
    hydrateAfter(<Field id="name" label="Name" value="" onChange={onChange} />, (page) =>
      typeInto(page, 'input', 'Robin'),
    )
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Robin')
  })

  it('leaves onChange and the check alone when nothing was typed', () => {
    const onChange = vi.fn()
    const onCheck = vi.fn()
    hydrateAfter(<Field id="name" label="Name" value="" onChange={onChange} onCheck={onCheck} />)
    expect(onChange).not.toHaveBeenCalled()
    expect(onCheck).not.toHaveBeenCalled()
  })

  it('reaches the subscribe flow, so the typed address can be sent', () => {
    const subscription = createActor(subscribeMachine).start()
    hydrateAfter(<SubscribeBoxView subscription={subscription} idPrefix="footer" />, (page) =>
      typeInto(page, 'input', 'early@example.com'),
    )
    expect(subscription.getSnapshot().context.email).toBe('early@example.com')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  it('a field left with it says why, as if it had been left after hydration', () => {
    const reachOut = createActor(reachOutMachine).start()
    hydrateAfter(<ReachOutFormView reachOut={reachOut} />, (page) =>
      typeInto(page, '#reach-out-email', 'quinn@bad'),
    )
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(email).toHaveValue('quinn@bad')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.')
  })

  it('the field still being typed in is not judged yet', () => {
    const reachOut = createActor(reachOutMachine).start()
    hydrateAfter(<ReachOutFormView reachOut={reachOut} />, (page) =>
      typeInto(page, '#reach-out-email', 'quinn@ba').focus(),
    )
    expect(reachOut.getSnapshot().context.email).toBe('quinn@ba')
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid')
  })

  it('a textarea gets back what was typed (React resets its text as it hydrates it)', () => {
    const notes = bootNotes()
    const reachOut = createActor(reachOutMachine).start()
    const message = `${REACH_OUT_TEMPLATE} And one more thing.`
    hydrateAfter(<ReachOutFormView reachOut={reachOut} />, (page) =>
      notes.typed.set(typeInto(page, 'textarea', message), message),
    )
    expect(screen.getByRole('textbox', { name: 'Email Content' })).toHaveValue(message)
    expect(reachOut.getSnapshot().context.content).toBe(message)
  })

  it('a textarea keeps the selection made in it (select all, then type over the template)', () => {
    const notes = bootNotes()
    const reachOut = createActor(reachOutMachine).start()
    hydrateAfter(<ReachOutFormView reachOut={reachOut} />, (page) => {
      const field = page.querySelector('textarea')!
      field.focus()
      field.select()
      notes.selected.set(field, {
        value: field.value,
        start: 0,
        end: field.value.length,
        direction: 'forward',
      })
    })
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Email Content' })
    expect(field).toHaveFocus()
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, REACH_OUT_TEMPLATE.length])
  })
})

describe('a box ticked before hydration', () => {
  function Box({ checked, onChange }: { checked: boolean; onChange: (ticked: boolean) => void }) {
    const ref = useCheckboxState(checked, onChange)
    return (
      <label>
        <input
          type="checkbox"
          ref={ref}
          defaultChecked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        Accept
      </label>
    )
  }

  it('tells its flow when it hydrates', () => {
    const onChange = vi.fn()
    hydrateAfter(<Box checked={false} onChange={onChange} />, (page) => {
      page.querySelector('input')!.checked = true
    })
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true)
    expect(screen.getByRole('checkbox', { name: 'Accept' })).toBeChecked()
  })

  it('says nothing when untouched, also when rendered for a flow already ticked', () => {
    const onChange = vi.fn()
    hydrateAfter(<Box checked={false} onChange={onChange} />)
    render(<Box checked onChange={onChange} />)
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('a press or a submission before hydration', () => {
  function Opener({ onPress }: { onPress: () => void }) {
    const press = useEarlyPress<HTMLButtonElement>(onPress)
    return (
      <button type="button" {...press}>
        Open
      </button>
    )
  }

  it('a pressed button acts once it has hydrated, and no longer shows busy', () => {
    const notes = bootNotes()
    const onPress = vi.fn()
    hydrateAfter(<Opener onPress={onPress} />, (page) => {
      const button = page.querySelector('button')!
      button.setAttribute('aria-busy', 'true')
      notes.pressed.set(button, new MouseEvent('click'))
    })
    expect(onPress).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveAttribute('aria-busy')
  })

  it('the same press is not acted on twice when React also hears it', () => {
    const notes = bootNotes()
    const onPress = vi.fn()
    const click = new MouseEvent('click', { bubbles: true })
    hydrateAfter(<Opener onPress={onPress} />, (page) =>
      notes.pressed.set(page.querySelector('button')!, click),
    )
    screen.getByRole('button', { name: 'Open' }).dispatchEvent(click)
    expect(onPress).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Open' })) // a new press
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it('an unpressed button does nothing as it hydrates', () => {
    bootNotes()
    const onPress = vi.fn()
    hydrateAfter(<Opener onPress={onPress} />)
    expect(onPress).not.toHaveBeenCalled()
  })

  it('a form sent is submitted once, after its fields handed over their text', async () => {
    const notes = bootNotes()
    const sent = vi.fn(() => new Promise<{ status: number }>(() => {}))
    const reachOut = createActor(
      reachOutMachine.provide({ actors: { sendMessage: fromPromise(sent) } }),
    ).start()
    hydrateAfter(<ReachOutFormView reachOut={reachOut} />, (page) => {
      typeInto(page, '#reach-out-fullName', 'Avery Stone')
      typeInto(page, '#reach-out-email', 'avery@example.com')
      const form = page.querySelector('form')!
      notes.submitted.set(form, new Event('submit'))
    })
    await vi.waitFor(() => expect(reachOut.getSnapshot().value).toBe('submitting'))
    expect(sent).toHaveBeenCalledOnce()
    expect(sent.mock.calls[0]).toMatchObject([
      { input: { fullName: 'Avery Stone', email: 'avery@example.com' } },
    ])
  })

  it('a form with no note is not submitted as it hydrates', () => {
    bootNotes()
    const onSubmit = vi.fn()
    hydrateAfter(
      <MachineForm onSubmit={onSubmit}>
        <button type="submit">Send</button>
      </MachineForm>,
    )
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})
