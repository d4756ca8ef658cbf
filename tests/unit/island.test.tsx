// An island keeps its prerendered markup, and loads no code, until the visitor comes near it;
// what the visitor clicked meanwhile is done once it has hydrated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, useState, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { render, screen } from '@testing-library/react'
import { island, preloadIslands } from '../../src/ui/common/island'

/** The IntersectionObservers the islands created: `enter()` brings their targets into view. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
const enter = () =>
  act(() =>
    observers.forEach(({ callback, targets }) =>
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    ),
  )

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number]
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] }
        observers.push(this.entry)
      }
      observe(target: Element) {
        this.entry.targets.push(target)
      }
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const part = (onClick: () => void) =>
  function Part() {
    return (
      <p>
        The part{' '}
        <button type="button" onClick={onClick}>
          Act
        </button>
      </p>
    )
  }

/** A load the test answers itself, to see what happens before and after the code arrives. */
function controlledLoad<Component>(component: Component) {
  let answer = () => {}
  const arrived = new Promise<Component>((resolve) => (answer = () => resolve(component)))
  const load = vi.fn(() => arrived)
  return { load, answer: () => act(async () => answer()) }
}

/** A new container in the document holding the markup the prerenderer gives island `name`
 *  showing `Part` (a first copy of the island, preloaded as the prerenderer does). */
async function prerendered(name: string, Part: ComponentType): Promise<HTMLElement> {
  const Prerendered = island(name, () => Promise.resolve(Part))
  await Prerendered.preload()
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(<Prerendered />)
  return container
}

/** The island's prerendered markup (from a first copy of it, preloaded as the prerenderer does),
 *  in the document, then hydrated by a second copy whose code is not loaded yet. */
async function prerenderedThenHydrated(
  name: string,
  Part: ComponentType,
  loadWhen?: 'near' | 'used',
  beforeHydration: (button: HTMLElement) => void = () => {},
) {
  const container = await prerendered(name, Part)
  const button = screen.getByRole('button', { name: 'Act' })
  beforeHydration(button)
  const code = controlledLoad(Part)
  const Hydrated = island(name, code.load, loadWhen)
  render(<Hydrated />, { container, hydrate: true })
  return { code, button }
}

describe('an island', () => {
  it('rendered in the browser (not hydrated), loads and shows at once', async () => {
    const onClick = vi.fn()
    const code = controlledLoad(part(onClick))
    const Island = island('rendered', code.load)
    render(<Island />)
    await act(async () => {})
    expect(code.load).toHaveBeenCalledOnce()
    await code.answer()
    screen.getByRole('button', { name: 'Act' }).click()
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('keeps its prerendered markup and loads nothing until it comes into view', async () => {
    const onClick = vi.fn()
    const { code, button } = await prerenderedThenHydrated('until-seen', part(onClick))
    await act(async () => {})
    expect(code.load).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Act' })).toBe(button)

    await enter()
    expect(code.load).toHaveBeenCalledOnce()
    await code.answer()
    // Hydrated: the same element, now with its handler.
    expect(screen.getByRole('button', { name: 'Act' })).toBe(button)
    button.click()
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('holds a click made before it hydrated, and does it once it has', async () => {
    const onClick = vi.fn()
    const { code, button } = await prerenderedThenHydrated('held-click', part(onClick))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(click)
    // Its default action waits; the click itself starts the code's load.
    expect(click.defaultPrevented).toBe(true)
    await act(async () => {})
    expect(code.load).toHaveBeenCalledOnce()
    expect(onClick).not.toHaveBeenCalled()

    await code.answer()
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('holds a click in an island inside another until the inner one has hydrated too', async () => {
    const onClick = vi.fn()
    const outerOf = (Inner: ComponentType) =>
      function Outer() {
        return (
          <section>
            <Inner />
          </section>
        )
      }
    // Prerendered with both loaded, as the prerenderer does.
    const PrerenderedInner = island('nested-inner', () => Promise.resolve(part(onClick)))
    await PrerenderedInner.preload()
    const container = await prerendered('nested-outer', outerOf(PrerenderedInner))
    // Hydrated: the inner island is created as the outer one's code arrives (its module runs).
    const inner = controlledLoad(part(onClick))
    let answerOuter = () => {}
    const outerLoad = () =>
      new Promise<ComponentType>(
        (resolve) => (answerOuter = () => resolve(outerOf(island('nested-inner', inner.load)))),
      )
    const HydratedOuter = island('nested-outer', outerLoad, 'used')
    render(<HydratedOuter />, { container, hydrate: true })

    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    screen.getByRole('button', { name: 'Act' }).dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await act(async () => {})
    await act(async () => answerOuter())
    expect(onClick).not.toHaveBeenCalled()
    await inner.answer()
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('holds a click on an icon inside a button, and does it once it has hydrated', async () => {
    const onClick = vi.fn()
    function IconButton() {
      return (
        <button type="button" aria-label="Act" onClick={onClick}>
          <svg aria-hidden="true">
            <path d="M0 0h4" />
          </svg>
        </button>
      )
    }
    const { code } = await prerenderedThenHydrated('icon-click', IconButton)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('[data-island="icon-click"] path')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)

    await code.answer()
    expect(onClick).toHaveBeenCalledOnce()
  })

  it("holds a widget's key (a tab list's arrow) and presses it again once it has hydrated", async () => {
    const onKeyDown = vi.fn((event: { key: string }) => event.key)
    function Tabs() {
      return (
        <p>
          <button type="button" onKeyDown={onKeyDown}>
            Act
          </button>
          <input aria-label="Field" onKeyDown={onKeyDown} />
        </p>
      )
    }
    const { code } = await prerenderedThenHydrated('held-key', Tabs)
    const press = (element: Element, key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      element.dispatchEvent(event)
      return event.defaultPrevented
    }
    const tab = screen.getByRole('button', { name: 'Act' })
    expect(press(tab, 'ArrowLeft')).toBe(true)
    // Keys with a browser default of their own, and keys typed into a field, go on as they are.
    expect(press(tab, 'Tab')).toBe(false)
    expect(press(tab, 'Enter')).toBe(false)
    expect(press(screen.getByRole('textbox', { name: 'Field' }), 'ArrowLeft')).toBe(false)

    await code.answer()
    expect(onKeyDown.mock.results.map((result) => result.value)).toEqual(['ArrowLeft'])
  })

  it('lets a click meant for a new tab go to the browser (it would be replayed as a plain one)', async () => {
    const onClick = vi.fn()
    const { code, button } = await prerenderedThenHydrated('modified-click', part(onClick))
    const clicks = [
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
      new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true }),
      new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }),
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }),
    ]
    clicks.forEach((click) => button.dispatchEvent(click))
    expect(clicks.map((click) => click.defaultPrevented)).toEqual([false, false, false, false])
    await act(async () => {})
    expect(code.load).toHaveBeenCalledOnce()

    await code.answer()
    expect(onClick).not.toHaveBeenCalled()
  })

  it('holds a form sent before it hydrated, and sends it once it has', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    function Form() {
      return (
        <form onSubmit={onSubmit}>
          <button type="submit">Act</button>
        </form>
      )
    }
    const { code } = await prerenderedThenHydrated('held-form', Form)
    const form = document.querySelector('form')!
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(onSubmit).not.toHaveBeenCalled()

    await code.answer()
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('lets clicks outside it alone', async () => {
    const { code } = await prerenderedThenHydrated('outside', part(vi.fn()))
    const outside = document.body.appendChild(document.createElement('button'))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    outside.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    await act(async () => {})
    expect(code.load).not.toHaveBeenCalled()
  })

  it('loaded when used, stays as it is in view, and loads once it is focused', async () => {
    const { code, button } = await prerenderedThenHydrated('when-used', part(vi.fn()), 'used')
    await enter()
    expect(code.load).not.toHaveBeenCalled()
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await act(async () => {})
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('loaded when used, starts loading as a pointer comes over it', async () => {
    const { code, button } = await prerenderedThenHydrated('pointed-at', part(vi.fn()), 'used')
    await act(async () => {})
    expect(code.load).not.toHaveBeenCalled()
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    await act(async () => {})
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('loaded when used, loads at once when focus is already in it (inside an island being used)', async () => {
    const { code } = await prerenderedThenHydrated(
      'focused-first',
      part(vi.fn()),
      'used',
      (button) => button.focus(),
    )
    await act(async () => {})
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('keeps text typed into a textarea before it hydrated (React resets a textarea as it hydrates)', async () => {
    const onChange = vi.fn()
    function Message() {
      const [text, setText] = useState('A prefilled request.')
      return (
        <textarea
          aria-label="Message"
          value={text}
          onChange={(event) => {
            onChange(event.target.value)
            setText(event.target.value)
          }}
        />
      )
    }
    const container = await prerendered('typed-early', Message)
    const textarea = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    const code = controlledLoad(Message)
    const Hydrated = island('typed-early', code.load, 'used')
    render(<Hydrated />, { container, hydrate: true })

    textarea.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    textarea.value = 'Typed before the code came.'
    textarea.dispatchEvent(new Event('input', { bubbles: true }))
    await act(async () => {})
    await code.answer()
    expect(textarea.value).toBe('Typed before the code came.')
    expect(onChange).toHaveBeenLastCalledWith('Typed before the code came.')
  })

  it('starts loading with preloadIslands, as the prerenderer needs', () => {
    const code = controlledLoad(part(vi.fn()))
    island('preloaded', code.load)
    void preloadIslands()
    expect(code.load).toHaveBeenCalledOnce()
  })

  it('preloadIslands also loads the islands inside an island (created as its code loads)', async () => {
    // A registry of its own: the islands above wait on loads their tests never answered.
    vi.resetModules()
    const { island, preloadIslands } = await import('../../src/ui/common/island')
    const inner = vi.fn(() => Promise.resolve(part(vi.fn())))
    island('outer', async () => {
      island('inner', inner)
      return part(vi.fn())
    })
    await preloadIslands()
    expect(inner).toHaveBeenCalledOnce()
  })
})
