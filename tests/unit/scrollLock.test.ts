// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { lockScroll, unlockScroll } from '../../src/lib/scrollLock'

function windowOf(width: number, scrollbar: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    value: width - scrollbar,
  })
}

describe('scroll lock', () => {
  afterEach(() => unlockScroll())

  it('pads the body by the scrollbar from 767 px wide', () => {
    windowOf(767, 15)
    lockScroll()
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.body.style.paddingRight).toBe('15px')
  })

  it('does not pad narrower windows', () => {
    windowOf(766, 15)
    lockScroll()
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.body.style.paddingRight).toBe('')
  })

  it('unlocks completely', () => {
    windowOf(1280, 15)
    lockScroll()
    unlockScroll()
    expect(document.body.style.overflow).toBe('')
    expect(document.body.style.paddingRight).toBe('')
  })
})
