import { readFileSync } from 'node:fs'

/** Every route of the built site: the prerendered pages (read from the build, so a new route
 *  is covered without editing a list) and an interview link. */
export function siteRoutes(): string[] {
  const { pages } = JSON.parse(readFileSync('dist/client/prerendered.json', 'utf8')) as {
    pages: Record<string, string>
  }
  // The Talent Agents' console (/agents) is a page for staff, no page of the public site.
  return [...Object.keys(pages).filter((path) => path !== '/agents'), '/interview/demo']
}

/** The widths the suite looks at the site with. */
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const

/** A file name for a route: '/think-tank/x' -> 'think-tank_x', '/' -> 'home-root'. */
export const routeFileName = (route: string) =>
  route === '/' ? 'home-root' : route.slice(1).replace(/\W+/g, '_')
