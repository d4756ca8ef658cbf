import { test, expect } from './fixtures'
import { siteRoutes } from './site-routes'

// What search engines and browsers read besides the pages: sitemap, robots.txt, favicon, and
// each page's title and description.

const unlisted = ['/home', '/not-found', '/nda', '/interview/demo']

test('the sitemap lists every public page with an absolute address', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.ok()).toBe(true)
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!),
  )
  expect(new Set(locations.map((url) => url.origin)).size).toBe(1)
  expect(locations[0]!.protocol).toBe('https:')
  expect(locations.map((url) => url.pathname).sort()).toEqual(
    siteRoutes()
      .filter((route) => !unlisted.includes(route))
      .sort(),
  )
})

test('robots.txt allows the site and points at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).toMatch(/^Allow: \/$/m)
  expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m)
})

test('the favicon is served', async ({ request }) => {
  const response = await request.get('/favicon.svg')
  expect(response.headers()['content-type']).toContain('image/svg+xml')
})

test('every page has a title and a description of its own', async ({ page }) => {
  test.setTimeout(90_000) // every route
  const descriptions = new Map<string, string>()
  for (const route of siteRoutes()) {
    await page.goto(route)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length, route).toBeGreaterThan(40)
    descriptions.set(route, description!)
  }
  const distinct = new Set(
    [...descriptions].filter(([route]) => !['/', '/home'].includes(route)).map(([, text]) => text),
  )
  expect(distinct.size).toBe(descriptions.size - 2)
})
