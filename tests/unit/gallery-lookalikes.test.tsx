// @vitest-environment jsdom
// The state gallery's look-alikes (scripts/lib/gallery-scenes.ts): a state that is not pictured
// because its view shows what the picture of another state shows. Each claim is tried in the
// playground, as the gallery takes its pictures: the view alone after the look-alike's steps
// and after the picture's, with the same text and the same controls.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, render, within } from '@testing-library/react'
import { galleryScenes, lookAlikes } from '../../scripts/lib/gallery-scenes'
import { Playground } from '../../src/playground/Playground'
import { stateLink, type Step } from '../../src/playground/playgroundRun'

/** The view alone after `steps`: the state it reached, its text and its controls. */
async function viewAfter(entry: string, steps: Step[]) {
  const link = `${stateLink('/__playground', entry, steps)}&frame=view`
  render(<Playground location={new URL(link, 'http://localhost') as unknown as Location} />)
  const frame = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('.view-only')
    expect(found).not.toBeNull()
    return found!
  })
  // The views in the site's router render once its route has loaded.
  await within(frame).findAllByRole('button')
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

describe('states the gallery names rather than pictures', () => {
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
