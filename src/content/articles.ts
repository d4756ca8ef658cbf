import { pageHead } from '../lib/head'
import type { Image } from './types'

/** The three articles with a page of their own (SPEC.md 2.4). */
export type DetailSlug =
  | 'our-ecosystem-article-detail-1'
  | 'our-ecosystem-article-detail-2'
  | 'our-ecosystem-article-detail-3'

export interface Author {
  name: string
  role: string
}

/** An article as its card shows it. The body of the three published ones is in articleBodies/. */
export interface ArticleCard {
  id: string
  title: string
  /** Some cards show only a title. */
  teaser?: string
  author: Author
  readMinutes: number
  image: Image
  /** The topic chip on the card. */
  tag: string
  /** The article's page; absent for the members-only articles, read on the platform. */
  detail?: DetailSlug
}

export const articleImage = (name: string, alt: string): Image => ({
  src: `/images/articles/${name}.svg`,
  alt,
  width: 1200,
  height: 675,
})

export const authors = {
  odile: { name: 'Odile Fenwick', role: 'Organisational psychologist, Think Tank fellow' },
  tomasz: { name: 'Tomasz Wren', role: 'Hardware engineer and Nova Club member' },
  amara: { name: 'Amara Quell', role: 'Simulation lead and Nova Club mentor' },
  ravi: { name: 'Ravi Okonkwo-Lind', role: 'Staff engineer and Nova Club member' },
  selin: { name: 'Selin Marchetti', role: 'Machine learning engineer, Think Tank fellow' },
  jun: { name: 'Jun Halvorsen', role: 'Remote team coach and Talent Agent trainer' },
} satisfies Record<string, Author>

/** The three articles with a page of their own, newest first: the cards of the home and Think
 *  Tank pages. The members-only ones, read on the platform, are in memberArticles.ts (the
 *  all-articles list and the articles' pages show them). */
export const publishedArticles: (ArticleCard & { detail: DetailSlug })[] = [
  {
    id: 'corporate-culture-or-cult',
    title: 'Corporate Culture or Corporate Cult?',
    teaser:
      'Shared values make a team stronger. Demanded belief makes it fragile. Six signs that tell the two apart before you sign.',
    author: authors.odile,
    readMinutes: 7,
    image: articleImage(
      'culture-or-cult',
      'Golden arches nested inside one another, one of them broken open',
    ),
    tag: 'Culture',
    detail: 'our-ecosystem-article-detail-1',
  },
  {
    id: 'wearable-to-seamless',
    title: 'From Wearable to Seamless',
    teaser:
      'The computer left the desk for the pocket, then the wrist. Its next move is into the room itself.',
    author: authors.tomasz,
    readMinutes: 2,
    image: articleImage(
      'wearable-to-seamless',
      'A field of dots that rises into a soft wave, brighter where the wave peaks',
    ),
    tag: 'Ambient tech',
    detail: 'our-ecosystem-article-detail-2',
  },
  {
    id: 'digital-twins',
    title: 'Digital Twins: Rehearsing Reality',
    teaser:
      'Why engineers now test bridges, factories and even hospitals on a living copy before they touch the original.',
    author: authors.amara,
    readMinutes: 3,
    image: articleImage(
      'digital-twins',
      'Two identical orbits side by side, one drawn in gold and its mirror in violet',
    ),
    tag: 'AI',
    detail: 'our-ecosystem-article-detail-3',
  },
]

export function articleCardOf(slug: DetailSlug): ArticleCard & { detail: DetailSlug } {
  return publishedArticles.find((card) => card.detail === slug)!
}

export function articleHead(slug: DetailSlug) {
  const card = articleCardOf(slug)
  return pageHead(card.title, card.teaser ?? card.title)
}
