import type { DetailSlug } from './articles'
import { selfHostedPlayer, type Embed } from './embeds'

export interface ArticleSection {
  heading?: string
  paragraphs: string[]
}

/** The page of a published article (SPEC.md 2.4): its card is in articles.ts. */
export interface ArticleBody {
  slug: DetailSlug
  subtitle: string
  /** A narrated version, played in an embedded player. */
  audio?: Embed & { minutes: number }
  sections: ArticleSection[]
}

/** The embedded player of an article's narrated version. */
export const narrated = (title: string) => selfHostedPlayer('podcast', 'Think Tank narrated', title)
