import type { Image } from '../../content/types'

/** One of our images, with its size set so the page does not shift while it loads. Images
 *  below the fold load lazily; `priority` is for the one image a visitor sees first. */
export function Illustration({
  image,
  priority = false,
  className,
}: {
  image: Image
  priority?: boolean
  className?: string
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  )
}
