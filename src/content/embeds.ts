/** Where the embedded media play. Each item of the content carries its own `embedUrl`, so an
 *  operator can point any of them at a real provider (an https embed address). Until then they
 *  play in the club's own player page (public/embeds/player), which shows the item's title card:
 *  nothing is requested from a third party, and the site works offline. */
export type EmbedKind = 'video' | 'podcast' | 'audiobook'

export interface Embed {
  title: string
  embedUrl: string
}

export function selfHostedPlayer(kind: EmbedKind, series: string, title: string): string {
  const query = new URLSearchParams({ kind, series, title })
  return `/embeds/player/?${query.toString()}`
}
