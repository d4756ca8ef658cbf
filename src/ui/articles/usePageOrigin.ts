import { config } from '../../lib/config'
import { useHydrated } from '../common/useHydrated'

/** The origin a share link carries (SPEC.md 2.4: the current page's URL): the configured public
 *  origin when one is set, otherwise the address the page was reached at. The prerendered page
 *  cannot know that address, so it shows the default until hydration. */
export function usePageOrigin(): string {
  const hydrated = useHydrated()
  return config.configuredSiteOrigin ?? (hydrated ? window.location.origin : config.siteOrigin)
}
