import type { ReactNode } from 'react'
import { SectionHeading, type SectionHeadingProps } from './SectionHeading'

/** Where a section sits: in the page's container on the page's background ('page', or 'tight'
 *  with half the space around it), or a band across the page ('raised', 'light') with its
 *  content in the container. */
type Surface = 'page' | 'tight' | 'raised' | 'light'

const sectionClass: Record<Surface, string> = {
  page: 'container section',
  tight: 'container section--tight',
  raised: 'surface-raised section',
  light: 'surface-light section',
}

/** A section of a page, named by its heading: `headingId` is both the heading's id and the
 *  section's aria-labelledby. Given a `title`, the section opens with a SectionHeading; a
 *  section that draws its own heading takes its children as a function of the heading's id. */
export function PageSection({
  headingId,
  id,
  surface = 'page',
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
      {heading.title !== undefined && (
        <SectionHeading id={headingId} {...heading} title={heading.title} />
      )}
      {typeof children === 'function' ? children(headingId) : children}
    </>
  )
  const band = surface === 'raised' || surface === 'light'
  return (
    <section id={id} className={sectionClass[surface]} aria-labelledby={headingId}>
      {band ? (
        <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
          {content}
        </div>
      ) : (
        content
      )}
    </section>
  )
}
