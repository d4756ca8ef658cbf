// Text typed into a prerendered page before React hydrated it reaches the flow.
import { describe, expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { Field } from '../../src/ui/forms/Field'
import { SubscribeBoxView } from '../../src/ui/subscribe/SubscribeBox'
import { subscribeMachine } from '../../src/machines/subscribe.machine'

/** The prerendered markup of `ui`, with `typed` in its field before the page hydrates. */
function hydrateAfterTyping(ui: ReactElement, typed?: string) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(ui)
  if (typed !== undefined) container.querySelector<HTMLInputElement>('input')!.value = typed
  return render(ui, { container, hydrate: true })
}

describe('text typed before hydration', () => {
  it('is handed to the field’s onChange once the page hydrates', () => {
    const onChange = vi.fn()
    hydrateAfterTyping(<Field id="name" label="Name" value="" onChange={onChange} />, 'Robin')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Robin')
  })

  it('leaves onChange alone when nothing was typed', () => {
    const onChange = vi.fn()
    hydrateAfterTyping(<Field id="name" label="Name" value="" onChange={onChange} />)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('reaches the subscribe flow, so the typed address can be sent', () => {
    const subscription = createActor(subscribeMachine).start()
    hydrateAfterTyping(
      <SubscribeBoxView subscription={subscription} idPrefix="footer" />,
      'early@example.com',
    )
    expect(subscription.getSnapshot().context.email).toBe('early@example.com')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })
})
