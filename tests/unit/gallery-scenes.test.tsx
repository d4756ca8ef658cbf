// @vitest-environment jsdom
// The state gallery's scenes (scripts/lib/gallery-scenes.ts), replayed as `npm run gallery`
// replays them, without a browser or pictures: in the playground, the view alone after each
// scene's steps must be in the scene's state with every step taken, so a change to a machine
// or a view that breaks a scene fails here, not when someone next retakes the pictures.
// And the look-alikes: a state that is not pictured because its view shows what the picture of
// another state shows: the view alone after the look-alike's steps and after the picture's,
// with the same text and the same controls.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, within } from '@testing-library/react'
import { galleryScenes, lookAlikes } from '../../scripts/lib/gallery-scenes'
import { Playground } from '../../src/playground/Playground'
import { stateLink, type Step } from '../../src/playground/playgroundRun'

// What the waits below wait for (a lazy route's module, the playground's steps) comes in a few
// milliseconds: polling at Vitest's default 50 ms left the worker idle for a third of this file.
const soon = { interval: 2 }

/** The view alone after `steps`: the state it reached, its text and its controls. */
async function viewAfter(entry: string, steps: Step[]) {
  const link = `${stateLink('/__playground', entry, steps)}&frame=view`
  render(<Playground location={new URL(link, 'http://localhost') as unknown as Location} />)
  const frame = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('.view-only')
    expect(found).not.toBeNull()
    return found!
  }, soon)
  // The views in the site's router render once its route has loaded.
  // (A button, a slider's tab, a confirmation where a form was, the links of a page that
  // has nothing to do but send the person elsewhere: an unusable welcome link; the console's
  // alert where there is nothing to load, or the bulk actions' checkboxes before any is ticked.)
  await vi.waitFor(
    () =>
      expect(
        (['button', 'tab', 'status', 'link', 'alert', 'checkbox'] as const).some(
          (role) => within(frame).queryAllByRole(role).length > 0,
        ),
      ).toBe(true),
    soon,
  )
  const seen = {
    state: frame.getAttribute('data-state'),
    steps: frame.getAttribute('data-steps'),
    text: frame.textContent,
    // Hidden ones too: the chip's menu is a closed popover.
    controls: (['button', 'link', 'textbox', 'checkbox'] as const).flatMap((role) =>
      within(frame)
        .queryAllByRole(role, { hidden: true })
        .map((control) => `${role} ${control.getAttribute('aria-label') ?? control.textContent}`),
    ),
  }
  cleanup()
  return seen
}

// jsdom has no <dialog> methods: open and close it as a browser does, without the top layer.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open')
    },
  })
})

describe('every scene of the gallery replays', () => {
  it.each(
    galleryScenes.map((scene) => [`${scene.machine} ${scene.name ?? scene.state}`, scene] as const),
  )('%s', async (_, scene) => {
    const seen = await viewAfter(scene.entry, scene.steps)
    expect(seen.steps, 'every step taken').toBe(String(scene.steps.length))
    expect(seen.state).toBe(scene.state)
  })
})

describe('states the gallery names rather than pictures', () => {
  it.each(lookAlikes.map((lookAlike) => [`${lookAlike.machine} ${lookAlike.state}`, lookAlike]))(
    '%s looks like its picture',
    async (_, lookAlike) => {
      const scene = galleryScenes.find(
        (candidate) =>
          candidate.machine === lookAlike.machine &&
          (candidate.name ?? candidate.state) === lookAlike.as,
      )
      expect(scene, `a picture named ${lookAlike.as}`).toBeDefined()
      expect(scene!.entry).toBe(lookAlike.entry)
      // Not pictured itself.
      expect(
        galleryScenes.filter(
          ({ machine, state }) => machine === lookAlike.machine && state === lookAlike.state,
        ),
      ).toEqual([])

      const state = await viewAfter(lookAlike.entry, lookAlike.steps)
      expect(state.state).toBe(lookAlike.state)
      expect(state.steps).toBe(String(lookAlike.steps.length))
      const pictured = await viewAfter(scene!.entry, scene!.steps)
      expect(pictured.state).toBe(scene!.state)
      expect(state.text).toBe(pictured.text)
      expect(pictured.controls.length).toBeGreaterThan(0)
      expect(state.controls).toEqual(pictured.controls)
    },
  )
})
