import {
  articleImage,
  authors,
  publishedArticles,
  type ArticleCard,
  type DetailSlug,
} from './articles'

/** The members-only articles of the Think Tank (read on the platform), newest first. A module
 *  of their own: the home and Think Tank pages show only the published three. */
const memberArticles: ArticleCard[] = [
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

/** Every article of the Think Tank, newest first (the published three are the newest): the ten
 *  cards of the all-articles page. */
export const articleCards: ArticleCard[] = [...publishedArticles, ...memberArticles]

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

/** Three other articles to read next: the other published ones first. */
export function otherInsights(slug: DetailSlug): ArticleCard[] {
  const others = articleCards.filter((card) => card.detail !== slug)
  return [...others.filter((card) => card.detail), ...others.filter((card) => !card.detail)].slice(
    0,
    3,
  )
}
