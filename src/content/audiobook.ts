import { selfHostedPlayer } from './embeds'
import type { Season } from './seasons'
import type { Image } from './types'

export interface Episode {
  number: number
  title: string
  minutes: number
  embedUrl: string
}

/** A season page of the audiobook: the book's part, read aloud in episodes. */
export interface SeasonDetail {
  number: Season['number']
  summary: string
  /** The 'About the Season' blurb (SPEC.md 2.5 names it for season 3). */
  about?: string[]
  cover: Image
  episodes: Episode[]
}

export const bookTitle = 'The Digital Habitat'

function episodes(season: Season['number'], list: [title: string, minutes: number][]) {
  return list.map(([title, minutes], index): Episode => ({
    number: index + 1,
    title,
    minutes,
    embedUrl: selfHostedPlayer(
      'audiobook',
      `${bookTitle}, season ${season}, episode ${index + 1}`,
      title,
    ),
  }))
}

const cover = (season: Season['number'], alt: string): Image => ({
  src: `/images/seasons/season-${season}.svg`,
  alt,
  width: 600,
  height: 600,
})

export const seasonDetails: Record<Season['number'], SeasonDetail> = {
  1: {
    number: 1,
    summary:
      'The world our tools have built around us: the networks, sensors and invisible infrastructure we now live inside, and what it costs to keep them running.',
    cover: cover(1, 'Season 1 cover: a gold planet inside rings of dotted orbits'),
    episodes: episodes(1, [
      ['The Room Is Listening', 18],
      ['Maps of Invisible Cities', 22],
      ['The Weight of a Byte', 19],
      ['Signals and Noise', 21],
      ['Infrastructure You Never See', 24],
      ['An Ecology of Machines', 20],
    ]),
  },
  2: {
    number: 2,
    summary:
      'Can people thrive in the environment we built? Attention, rest, repair and the right to be offline, from homes that learn to cities with a pulse.',
    cover: cover(2, 'Season 2 cover: a violet dome over a grid of small lights'),
    episodes: episodes(2, [
      ['Can We Live Here?', 17],
      ['Designing for Attention', 23],
      ['The Right to Be Offline', 19],
      ['Homes That Learn', 21],
      ['Cities With a Pulse', 25],
      // The original site's link for this episode carried stray attribute text in its address;
      // it is built like every other one here, and a test checks it.
      ['Repair, Reuse, Remember', 20],
      ['A Habitable Internet', 22],
    ]),
  },
  3: {
    number: 3,
    summary:
      'The people in the loop: trust, skills that age well, mentorship, and what colleagues owe each other when half the team is software.',
    about: [
      'Season 3 turns from systems to people. Each episode follows a question our members meet every week: when to trust an automated decision, how to keep skills from going stale, how to mentor someone you have never met in person, and how to stay a good colleague to a team spread across continents.',
      'The episodes draw on conversations with engineers, designers and Talent Agents of the club, retold without names. Listen in order, or start with the question that is on your mind today.',
    ],
    cover: cover(3, 'Season 3 cover: two gold profiles facing each other inside a circle'),
    episodes: episodes(3, [
      ['The Person in the Loop', 21],
      ['Trust Is a Feature', 18],
      ['Skills That Age Well', 23],
      ['Working Alone, Together', 20],
      ['Mentors and Machines', 22],
      ['What We Owe Each Other', 19],
    ]),
  },
  4: {
    number: 4,
    summary:
      'Where the curve leads: the minds we are building, the code that will outlive us, and how to choose a future instead of waiting for one.',
    cover: cover(4, 'Season 4 cover: a bright point on the horizon with rays of gold and violet'),
    episodes: episodes(4, [
      ['After the Curve', 24],
      ['Minds We Build', 26],
      ['The Long Now of Code', 21],
      ['Futures Worth Choosing', 23],
      ['Coda: The Habitat We Leave', 16],
    ]),
  },
}
