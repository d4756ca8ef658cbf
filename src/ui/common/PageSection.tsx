import type { ReactNode } from 'react'
import { SectionHeading, type SectionHeadingProps } from './SectionHeading'

/** Where a section sits: in the page's container on the page's background (the default, or
 *  'tight' with half the space around it), or a band across the page ('raised', 'light') with
 *  its content in the container. */
type Surface = 'tight' | 'raised' | 'light'

/** A section of a page, named by its heading: `headingId` is both the heading's id and the
 *  section's aria-labelledby. Given a `title`, the section opens with a SectionHeading; a
 *  section that draws its own heading takes its children as a function of the heading's id.
 *  (Small on purpose: it loads with most pages before they hydrate.) */
export function PageSection({
  headingId,
  id,
  surface,
  containerClassName,
  children,
  ...heading
}: Partial<Omit<SectionHeadingProps, 'id'>> & {
  headingId: string
  /** The section's own id, where a link leads (`#values`). */
  id?: string
  surface?: Surface
  /** Classes beside `container` on a band's inner container. */
  containerClassName?: string
  children: ReactNode | ((headingId: string) => ReactNode)
}) {
  const content = (
    <>
      {heading.title && (
        <SectionHeading id={headingId} {...(heading as Omit<SectionHeadingProps, 'id'>)} />
      )}
      {typeof children === 'function' ? children(headingId) : children}
    </>
  )
  return surface === 'raised' || surface === 'light' ? (
    <section id={id} className={`surface-${surface} section`} aria-labelledby={headingId}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        {content}
      </div>
    </section>
  ) : (
    <section
      id={id}
      className={surface ? 'container section--tight' : 'container section'}
      aria-labelledby={headingId}
    >
      {content}
    </section>
  )
}
