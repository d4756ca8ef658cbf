import { pageHead } from '../lib/head'

/** The audiobook seasons (SPEC.md 2.5): what the season tabs and the page titles need. The
 *  episodes and blurbs, which only the season pages show, are in audiobook.ts. */
export interface Season {
  number: 1 | 2 | 3 | 4
  title: string
  path:
    | '/think-tank-audio-book-1'
    | '/think-tank-audio-book-2'
    | '/think-tank-audio-book-3'
    | '/think-tank-audio-book-4'
}

export const seasons: Season[] = [
  { number: 1, title: 'Digital Environment', path: '/think-tank-audio-book-1' },
  { number: 2, title: 'Digital Habitability', path: '/think-tank-audio-book-2' },
  { number: 3, title: 'The Human Factor', path: '/think-tank-audio-book-3' },
  { number: 4, title: 'A Singular Future', path: '/think-tank-audio-book-4' },
]

export function seasonOf(number: Season['number']): Season {
  return seasons.find((season) => season.number === number)!
}

export function seasonHead(number: Season['number']) {
  const season = seasonOf(number)
  return pageHead(
    `Audiobook Season ${number}: ${season.title}`,
    `Season ${number} of The Digital Habitat audiobook, ${season.title}: listen to every episode free.`,
  )
}
