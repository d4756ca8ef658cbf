import { config } from './config'

/** The `head` of a page: its document title and meta description. */
export function pageHead(title: string, description: string) {
  return {
    meta: [
      { title: `${title} | ${config.siteName}` },
      { name: 'description', content: description },
    ],
  }
}

export const notFoundHead = pageHead(
  'Page not found',
  'The page you requested does not exist. Head back to the home page of the club.',
)

type MetaTag = { title?: string; name?: string; content?: string } | undefined
interface MatchHead {
  meta?: MetaTag[]
  status?: string
  /** Set by the router on the match that shows the not-found page. */
  _notFound?: boolean
}

/** Title and description of the current page: the deepest route that sets them wins. */
export function documentHeadOf(matches: readonly MatchHead[]) {
  const notFound = matches.some((match) => match._notFound || match.status === 'notFound')
  const meta = [
    ...matches.flatMap((match) => match.meta ?? []),
    ...(notFound ? notFoundHead.meta : []),
  ]
  return {
    title: meta.findLast((tag) => tag?.title)?.title ?? config.siteName,
    description: meta.findLast((tag) => tag?.name === 'description')?.content ?? '',
  }
}
