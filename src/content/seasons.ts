import { pageHead } from '../lib/head'

/** The audiobook seasons (SPEC.md 2.5). */
export interface Season {
  number: 1 | 2 | 3 | 4
  title: string
  episodeCount: number
}

export const seasons: Season[] = [
  { number: 1, title: 'Digital Environment', episodeCount: 6 },
  { number: 2, title: 'Digital Habitability', episodeCount: 7 },
  { number: 3, title: 'The Human Factor', episodeCount: 6 },
  { number: 4, title: 'A Singular Future', episodeCount: 5 },
]

export function seasonOf(number: Season['number']): Season {
  return seasons.find((season) => season.number === number)!
}

export function seasonHead(number: Season['number']) {
  const season = seasonOf(number)
  return pageHead(
    `Audiobook Season ${number}: ${season.title}`,
    `Season ${number} of the Nova Club audiobook, ${season.title}: listen to every episode.`,
  )
}
