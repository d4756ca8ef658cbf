/** SPEC.md 9: from this window width on, the body is padded by the scrollbar's width while
 *  scrolling is locked, so the page does not shift sideways. */
export const SCROLL_COMPENSATION_MIN_WIDTH = 767

export function lockScroll() {
  const { body, documentElement } = document
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth
  body.style.overflow = 'hidden'
  if (window.innerWidth >= SCROLL_COMPENSATION_MIN_WIDTH && scrollbarWidth > 0) {
    body.style.paddingRight = `${scrollbarWidth}px`
  }
}

export function unlockScroll() {
  document.body.style.overflow = ''
  document.body.style.paddingRight = ''
}
