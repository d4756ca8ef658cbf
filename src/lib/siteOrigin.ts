/** The site's public address, for the absolute URLs of share links and the sitemap. A plain
 *  module (no Vite env) so that the build scripts can read the same default. */
export const defaultSiteOrigin = 'https://novaclub.example'

export function siteOriginFrom(value: string | undefined): string {
  return (value?.trim() || defaultSiteOrigin).replace(/\/+$/, '')
}
