// The view in a frame of its own: a same-origin <iframe> whose document React renders the view
// into through a portal (React listens for events on a portal's container, and contexts pass
// through it, so the view runs on the playground's actor as before). A modal <dialog> makes the
// rest of its document inert; in the frame that is only the frame's document, so the
// playground's steps, context and link stay clickable beside the open dialog, which keeps all a
// modal does on the site (backdrop, focus trap, Escape), inside the frame.
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** A document in standards mode (an empty frame's own document is in quirks mode), with a
 *  padded container for the view; `flow-root` keeps its children's margins inside its height. */
const frameDocument =
  '<!doctype html><html lang="en"><head></head><body>' +
  '<div style="padding: 1rem; display: flow-root"></div></body></html>'

/** The site's stylesheets, as Vite injects and updates them in the playground's <head> while
 *  modules load (and on every hot update), copied into the frame in their order. */
function mirrorStyles(from: Document, to: Document): () => void {
  const copy = () =>
    to.head.replaceChildren(
      ...[...from.head.querySelectorAll('style, link[rel="stylesheet"]')].map((sheet) =>
        to.importNode(sheet, true),
      ),
    )
  copy()
  const observer = new MutationObserver(copy)
  observer.observe(from.head, { childList: true, subtree: true, characterData: true })
  return () => observer.disconnect()
}

/** Room around a floating layer: the space a dialog keeps to the edges of the window. */
const FLOATING_MARGIN = 64

/** The frame's height: the view's, and, while a layer floats over it, as tall as a browser's
 *  window would need to be for it (capped at `maxHeight`, so that the steps stay near): a dialog
 *  as tall as its content, a fixed layer (the interview's overlay, an alert), which is placed
 *  against the window's edges, as tall as `maxHeight`. */
function viewHeight(container: HTMLElement, maxHeight: number): number {
  const frameWindow = container.ownerDocument.defaultView!
  let height = container.offsetHeight
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    if (element.matches('dialog[open]'))
      height = Math.max(height, Math.min(element.scrollHeight + FLOATING_MARGIN, maxHeight))
    else if (frameWindow.getComputedStyle(element).position === 'fixed')
      height = Math.max(height, maxHeight)
  }
  return height
}

/** Keeps the frame as tall as `viewHeight` as the view changes. */
function followHeight(frame: HTMLIFrameElement, container: HTMLElement): () => void {
  const frameWindow = container.ownerDocument.defaultView!
  const resize = () => {
    const maxHeight = Math.round(frame.ownerDocument.defaultView!.innerHeight * 0.8)
    frame.style.height = `${viewHeight(container, maxHeight)}px`
  }
  resize()
  const mutations = new frameWindow.MutationObserver(resize)
  mutations.observe(container, { childList: true, subtree: true, attributes: true })
  // jsdom has no ResizeObserver; there, nothing is laid out anyway.
  const sizes = frameWindow.ResizeObserver && new frameWindow.ResizeObserver(resize)
  sizes?.observe(container)
  return () => {
    mutations.disconnect()
    sizes?.disconnect()
  }
}

/** Renders `children` into an iframe of the playground's page, styled as the site. */
export function ViewFrame({ title, children }: { title: string; children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null)
  // Written once into the frame's first document: a frame without a source keeps it.
  const frame = useCallback((element: HTMLIFrameElement | null) => {
    const document = element?.contentDocument
    if (!document) return
    document.open()
    document.write(frameDocument)
    document.close()
    setContainer(document.body.firstElementChild as HTMLElement)
  }, [])
  useEffect(() => {
    const element = container?.ownerDocument.defaultView?.frameElement
    if (!container || !(element instanceof HTMLIFrameElement)) return
    const stopMirroring = mirrorStyles(element.ownerDocument, container.ownerDocument)
    const stopFollowing = followHeight(element, container)
    return () => {
      stopMirroring()
      stopFollowing()
    }
  }, [container])
  return (
    <>
      <iframe ref={frame} className="view" title={title} />
      {container && createPortal(children, container)}
    </>
  )
}
