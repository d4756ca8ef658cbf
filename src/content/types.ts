import type { LinkProps } from '@tanstack/react-router'

/** An image of our own in public/images: its size is set on the <img> so nothing shifts. */
export interface Image {
  src: string
  /** Empty for a decorative image. */
  alt: string
  width: number
  height: number
}

/** A path of the site's own routes, checked by the router's types. */
export type RoutePath = NonNullable<LinkProps['to']>

/** A call to action that leads to one of the site's pages. */
export interface PageLink {
  label: string
  to: RoutePath
  hash?: string
}
