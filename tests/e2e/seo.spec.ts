import type { APIRequestContext } from '@playwright/test'
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

/** The title and description of a page as the server sends it (every-page.spec.ts checks that
 *  the title stays once the page has hydrated). */
async function headOf(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text()
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  }
}

test('every page has a title and a description of its own', async ({ request }) => {
  const heads = new Map<string, { title?: string; description?: string }>()
  for (const route of siteRoutes()) {
    const head = await headOf(request, route)
    expect(head.description?.length, route).toBeGreaterThan(40)
    heads.set(route, head)
  }
  // The club's home page is the same page signed in, and under an interview link.
  const distinct = (part: 'title' | 'description', shared: string[]) =>
    new Set([...heads].filter(([route]) => !shared.includes(route)).map(([, head]) => head[part]))
      .size
  expect(distinct('title', ['/', '/home', '/interview/demo'])).toBe(heads.size - 3)
  expect(distinct('description', ['/', '/home'])).toBe(heads.size - 2)
})
