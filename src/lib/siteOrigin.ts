/** The site's public address, for the absolute URLs of share links and the sitemap. A plain
 *  module (no Vite env) so that the build scripts can read the same default. */
export const defaultSiteOrigin = 'https://novaclub.example'

/** The origin set in VITE_SITE_ORIGIN, without a trailing slash; undefined when none is set. */
export function configuredSiteOrigin(value: string | undefined): string | undefined {
  return value?.trim().replace(/\/+$/, '') || undefined
}

export function siteOriginFrom(value: string | undefined): string {
  return configuredSiteOrigin(value) ?? defaultSiteOrigin
}
