/** Each video's and episode's still: a title card drawn for it by scripts/art.ts from its kind
 *  and title (public/images/stills), shown on its player's facade. */
export type StillKind = 'video' | 'audiobook' | 'narration'

export function stillOf(kind: StillKind, title: string): string {
  // Titles are plain English (tests/unit/content/stills.test.ts finds every file).
  return `/images/stills/${kind}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`
}
