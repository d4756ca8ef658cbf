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

/** An article as its card shows it. The body of the three published ones is in articleBodies. */
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

const articleImage = (name: string, alt: string): Image => ({
  src: `/images/articles/${name}.svg`,
  alt,
  width: 1200,
  height: 675,
})

const authors = {
  odile: { name: 'Odile Fenwick', role: 'Organisational psychologist, Think Tank fellow' },
  tomasz: { name: 'Tomasz Wren', role: 'Hardware engineer and Nova Club member' },
  amara: { name: 'Amara Quell', role: 'Simulation lead and Nova Club mentor' },
  ravi: { name: 'Ravi Okonkwo-Lind', role: 'Staff engineer and Nova Club member' },
  selin: { name: 'Selin Marchetti', role: 'Machine learning engineer, Think Tank fellow' },
  jun: { name: 'Jun Halvorsen', role: 'Remote team coach and Talent Agent trainer' },
} satisfies Record<string, Author>

/** Every article of the Think Tank, newest first: the ten cards of the all-articles page. */
export const articleCards: ArticleCard[] = [
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
  {
    id: 'agents-that-ask',
    title: 'Agents That Ask Before They Act',
    teaser:
      'The most useful AI agents we tested had one habit in common: they knew when to stop and check with a person.',
    author: authors.selin,
    readMinutes: 3,
    image: articleImage('agents-that-ask', 'A network of points where one node pauses, ringed'),
    tag: 'AI',
  },
  {
    id: 'quiet-stack',
    title: 'The Quiet Stack',
    teaser:
      'Choosing well-worn technology on purpose, and spending the saved attention on the problem your client pays for.',
    author: authors.ravi,
    readMinutes: 3,
    image: articleImage('quiet-stack', 'Flat layers stacked neatly, with one thin gold line'),
    tag: 'Engineering',
  },
  {
    id: 'time-zones-feature',
    title: 'Time Zones Are a Feature',
    teaser:
      'A team spread across twelve hours can hand work around the globe like a relay baton, if it writes things down.',
    author: authors.jun,
    readMinutes: 2,
    image: articleImage(
      'time-zones',
      'Arcs of a clock face spread around a globe in gold and violet',
    ),
    tag: 'Remote work',
  },
  {
    id: 'half-life-of-a-framework',
    title: 'The Half-Life of a Framework',
    author: authors.ravi,
    readMinutes: 7,
    image: articleImage(
      'half-life',
      'Circles that fade one after another, each smaller than the last',
    ),
    tag: 'Engineering',
  },
  {
    id: 'prompt-review-repeat',
    title: 'Prompt, Review, Repeat',
    teaser:
      'What two years of pairing with a language model taught our members about code review, ownership and taste.',
    author: authors.selin,
    readMinutes: 3,
    image: articleImage(
      'prompt-review-repeat',
      'Two interlocking loops, one gold and one violet, tracing a figure of eight',
    ),
    tag: 'AI',
  },
  {
    id: 'writing-is-the-job',
    title: 'Writing Is the Job',
    author: authors.jun,
    readMinutes: 2,
    image: articleImage('writing-is-the-job', 'Lines of varying length, like a page of text'),
    tag: 'Remote work',
  },
  {
    id: 'privacy-as-requirement',
    title: 'Privacy as a Product Requirement',
    teaser:
      'Treat personal data like a hazardous material: store as little as you can, label it, and know exactly who may touch it.',
    author: authors.amara,
    readMinutes: 7,
    image: articleImage('privacy', 'A shield made of concentric hexagons around a single point'),
    tag: 'Security',
  },
]

/** How many article cards a page of the all-articles list shows. */
export const articlesPerPage = 4
export const articlePageCount = Math.ceil(articleCards.length / articlesPerPage)

/** The page of the all-articles list a `?page=` value asks for; 1 when it names none. */
export function articlePageFrom(value: unknown): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= articlePageCount ? page : 1
}

export function articlesOnPage(page: number): ArticleCard[] {
  return articleCards.slice((page - 1) * articlesPerPage, page * articlesPerPage)
}

export const publishedArticles = articleCards.filter(
  (card): card is ArticleCard & { detail: DetailSlug } => card.detail !== undefined,
)

export function articleCardOf(slug: DetailSlug): ArticleCard & { detail: DetailSlug } {
  return publishedArticles.find((card) => card.detail === slug)!
}

/** Three other articles to read next: the other published ones first. */
export function otherInsights(slug: DetailSlug): ArticleCard[] {
  const others = articleCards.filter((card) => card.detail !== slug)
  return [...others.filter((card) => card.detail), ...others.filter((card) => !card.detail)].slice(
    0,
    3,
  )
}

export function articleHead(slug: DetailSlug) {
  const card = articleCardOf(slug)
  return pageHead(card.title, card.teaser ?? card.title)
}
