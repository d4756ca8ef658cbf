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

/** Every route of SPEC.md 2.1 with the heading its page must show (every-page.spec.ts checks
 *  each route of the build against it, so a new route must be added here). */
export const routeHeadings: Record<string, string> = Object.fromEntries([
  ['/', 'The private club for brilliant minds in tech'],
  ['/home', 'The private club for brilliant minds in tech'],
  ['/interview/demo', 'You are invited to interview'],
  ['/no-token', 'Your way into the club starts here'],
  ['/reach-out-a-talent-agent', 'Reach out to a Talent Agent'],
  ['/i-want-a-password', 'Your Talent Agent, from the first day'],
  ['/career-path', 'Talent Agents'],
  ['/testimonials', "Member's Testimonials"],
  ['/think-tank', 'Think Tank'],
  ['/think-tank-all-podcast', 'All Podcast'],
  ['/our-ecosystem-all-articles', 'All Articles'],
  ['/think-tank/our-ecosystem-article-detail-1', 'Corporate Culture or Corporate Cult?'],
  ['/think-tank/our-ecosystem-article-detail-2', 'From Wearable to Seamless'],
  ['/think-tank/our-ecosystem-article-detail-3', 'Digital Twins: Rehearsing Reality'],
  ['/think-tank-audio-book-1', 'Season 1: Digital Environment'],
  ['/think-tank-audio-book-2', 'Season 2: Digital Habitability'],
  ['/think-tank-audio-book-3', 'Season 3: The Human Factor'],
  ['/think-tank-audio-book-4', 'Season 4: A Singular Future'],
  ['/memberships', 'Premium, Master, Elite'],
  ['/memberships-how-to-earn', 'How to Earn Nova Points'],
  ['/memberships-redeem', 'Redeem Points, Enjoy Rewards'],
  ['/our-platform', 'One platform for your whole working life'],
  ['/nda', 'Confidentiality Agreement'],
  ['/not-found', 'OOPS! PAGE NOT FOUND'],
] satisfies [path: string, heading: string][])

/** The widths the suite looks at the site with. */
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const

/** A file name for a route: '/think-tank/x' -> 'think-tank_x', '/' -> 'home-root'. */
export const routeFileName = (route: string) =>
  route === '/' ? 'home-root' : route.slice(1).replace(/\W+/g, '_')
