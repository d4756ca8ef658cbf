// SPEC.md 2.7 and 9: the approach slider (5 slides) and the talent agents slider (4 agents).
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { sliderMachine } from '../../src/machines/slider.machine'

/** SPEC.md 9: 'Approach slider: 5 slides. Talent agents slider: 4 agents.' */
const sliders = [
  ['approach', 5],
  ['talent agents', 4],
] as const

const start = (count: number) => createActor(sliderMachine, { input: { count } }).start()
const slide = (slider: ReturnType<typeof start>) => slider.getSnapshot().context.index + 1

describe.each(sliders)('the %s slider (%i slides)', (_, count) => {
  it('starts at slide 1', () => {
    expect(slide(start(count))).toBe(1)
    expect(start(count).getSnapshot().context.count).toBe(count)
  })

  it.each(Array.from({ length: count }, (_, index) => index + 1))('a click shows slide %i', (n) => {
    const slider = start(count)
    slider.send({ type: 'SELECT', index: n === 1 ? count - 1 : 0 })
    slider.send({ type: 'SELECT', index: n - 1 })
    expect(slide(slider)).toBe(n)
  })

  it.each([-1, count, count + 1, 1.5, Number.NaN])('ignores a click on no slide (%s)', (index) => {
    const slider = start(count)
    slider.send({ type: 'SELECT', index: 1 })
    slider.send({ type: 'SELECT', index })
    expect(slide(slider)).toBe(2)
  })

  it('the right arrow goes through every slide and wraps from the last to 1', () => {
    const slider = start(count)
    const seen = []
    for (let i = 0; i < count; i++) {
      slider.send({ type: 'NEXT' })
      seen.push(slide(slider))
    }
    expect(seen).toEqual([...Array.from({ length: count - 1 }, (_, i) => i + 2), 1])
  })

  it('the left arrow wraps from 1 to the last and goes back through every slide', () => {
    const slider = start(count)
    const seen = []
    for (let i = 0; i < count; i++) {
      slider.send({ type: 'PREVIOUS' })
      seen.push(slide(slider))
    }
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => count - i))
  })

  it('Home and End (ARIA tabs) show the first and the last slide', () => {
    const slider = start(count)
    slider.send({ type: 'LAST' })
    expect(slide(slider)).toBe(count)
    slider.send({ type: 'FIRST' })
    expect(slide(slider)).toBe(1)
  })
})
