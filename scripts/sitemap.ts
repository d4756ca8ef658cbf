// Writes dist/client/sitemap.xml, listing every public page of the build with its absolute
// address, and adds the Sitemap line to dist/client/robots.txt. The origin is VITE_SITE_ORIGIN
// (from the environment or .env, as Vite reads it); https://novaclub.example by default.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { clientDir } from './lib/build-manifest.ts'
import { siteOriginFrom } from '../src/lib/siteOrigin.ts'

/** Pages that are not for search engines: a duplicate of /, the 404 page, a members' page, the
 *  Talent Agents' console (its bare shell, noindex). */
const unlistedPaths = ['/home', '/not-found', '/nda', '/agents']

const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }
const origin = siteOriginFrom(env.VITE_SITE_ORIGIN)
const { pages } = JSON.parse(readFileSync(join(clientDir, 'prerendered.json'), 'utf8')) as {
  pages: Record<string, string>
}
const paths = Object.keys(pages)
  .filter((path) => !unlistedPaths.includes(path))
  .sort()

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n')}
</urlset>
`
writeFileSync(join(clientDir, 'sitemap.xml'), sitemap)

const robotsFile = join(clientDir, 'robots.txt')
const robots = readFileSync(robotsFile, 'utf8').trimEnd()
writeFileSync(robotsFile, `${robots}\n\nSitemap: ${origin}/sitemap.xml\n`)
console.log(`sitemap.xml lists ${paths.length} pages on ${origin}`)
