// Writes a static HTML page for every route of the client build (dist/client), so that each
// page paints before its JavaScript runs, and `prerendered.json` that tells the server which
// file answers which path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { assetsFor, clientDir, prerenderDir, readManifest } from './lib/build-manifest.ts'
import type { PrerenderedPage } from '../src/entry-prerender.tsx'
import { escapeHtml } from '../src/lib/escapeHtml.ts'

type Entry = typeof import('../src/entry-prerender.tsx')

/** The URL a dynamic route is rendered at; its parameter must not change the markup. */
const interviewTemplatePath = '/interview/_'
/** A welcome link's page (issue 31): one template for every token, which the page reads from
 *  its address once hydrated. Never indexed: the token is personal. */
const welcomeTemplatePath = '/welcome/_'
/** A path no route matches: renders the root's not-found page. */
const unknownPath = '/__not-found__'

const entry = (await import(
  pathToFileURL(resolve(prerenderDir, 'entry-prerender.js')).href
)) as Entry
const manifest = readManifest()
const template = readFileSync(join(clientDir, 'index.html'), 'utf8')

/** React writes the preload of a high-priority image where the image is rendered; in the head,
 *  the image starts loading together with the stylesheet instead of after the markup before it. */
const imagePreload = /<link rel="preload" as="image"[^>]*>/g

/** The upright web fonts the site's stylesheets use (their built, hashed names): preloaded,
 *  they load together with the stylesheet instead of after it, so the swap to them happens
 *  before the first paint on most connections. Italics (Fontsource names them '…-italic')
 *  load only where a page uses them. */
function fontPreloads(stylesheets: string[]): string[] {
  const fonts = new Set(
    stylesheets.flatMap((file) =>
      [
        ...readFileSync(join(clientDir, file), 'utf8').matchAll(
          /url\((\/assets\/[^)]+-normal-[^)]+\.woff2)\)/g,
        ),
      ].map(([, href]) => href!),
    ),
  )
  return [...fonts].map(
    (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}" />`,
  )
}

/** The club's player (public/embeds/player, an iframe's page outside the app) gets the site's
 *  upright font faces and their local fallbacks from the built stylesheet, whose font files
 *  carry hashed names only the build knows. */
function writePlayerFonts(stylesheets: string[]) {
  const faces = stylesheets.flatMap((file) =>
    [...readFileSync(join(clientDir, file), 'utf8').matchAll(/@font-face\{[^}]*\}/g)]
      .map(([face]) => face)
      .filter((face) => !face.includes('font-style:italic')),
  )
  if (!faces.some((face) => face.includes('.woff2')))
    throw new Error('The built stylesheet declares no web font for the player')
  const player = join(clientDir, 'embeds/player/index.html')
  const html = readFileSync(player, 'utf8')
  if (!html.includes('<!--club-fonts-->')) throw new Error(`${player} has no <!--club-fonts-->`)
  writeFileSync(player, html.replace('<!--club-fonts-->', `<style>${faces.join('')}</style>`))
}

/**
 * The app starts once the browser reports the page's first contentful paint (`src/boot.js`,
 * inlined in the page's head): the page paints without scripts competing for the connection
 * or the main thread (Lighthouse charges every script requested before that paint to FCP and
 * LCP), and hydrates as soon as it can after, since until then a press can only be noted
 * (src/ui/lazy/earlyInput.ts). Inline, the boot code costs the page no request of its own; the
 * server's Content-Security-Policy allows it by its hash (server/http/security.ts). It then
 * preloads the entry's modules in parallel, as modulepreload links in the head would.
 */
function bootScript(entry: string, modules: string[]): string {
  const others = modules.filter((file) => file !== entry).map((file) => `/${file}`)
  return `<script data-entry="/${entry}" data-modules="${others.join(' ')}">${bootSource}</script>`
}

const bootSource = readFileSync('src/boot.js', 'utf8')

function pageHtml(page: PrerenderedPage, { noindex = false } = {}): string {
  const assets = assetsFor(manifest, page.routeIds, [])
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...(noindex ? [`<meta name="robots" content="noindex, nofollow" />`] : []),
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...fontPreloads(assets.css),
    ...(page.html.match(imagePreload) ?? []),
    bootScript(assets.entry, assets.js),
  ]
  // Vite's own tags for the entry, its CSS and its imports are replaced by the list above.
  const base = template
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/<title>.*?<\/title>/, '')
  return base
    .replace('<!--head-->', head.join('\n    '))
    .replace('<!--app-->', page.html.replace(imagePreload, ''))
}

function write(file: string, html: string) {
  const target = join(clientDir, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, html)
}

/** The Talent Agents' console (issue 30) is not prerendered: its screens depend on the agent's
 *  session, and no search engine may list them. Its paths get its own page as Vite built it
 *  (agents.html: noindex, the console's entry, an empty root), and the site's route tree has
 *  none of its routes (src/agents/router.tsx). */
const consoleShell = 'agents.html'

const pages: Record<string, string> = {}
pages['/agents'] = consoleShell // not public: scripts/sitemap.ts and the budget leave it out
for (const path of entry.staticPaths()) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
  write(file, pageHtml(await entry.render(path)))
  pages[path] = file
}
write('interview/index.html', pageHtml(await entry.render(interviewTemplatePath)))
write('welcome/index.html', pageHtml(await entry.render(welcomeTemplatePath), { noindex: true }))
write('404.html', pageHtml(await entry.render(unknownPath)))
write('interview/overlay-preview.html', entry.renderOverlayPreview())

const routes = {
  pages,
  /** Path prefixes whose pages are rendered from one template. */
  prefixes: {
    '/interview/': 'interview/index.html',
    '/welcome/': 'welcome/index.html',
    '/agents/': consoleShell,
  },
  notFound: '404.html',
  /** The interview overlay as an interview link's page first shows it (server/site.ts). */
  overlayPreview: 'interview/overlay-preview.html',
}
writeFileSync(join(clientDir, 'prerendered.json'), JSON.stringify(routes, null, 2))
writePlayerFonts(assetsFor(manifest, []).css)
console.log(
  `prerendered ${Object.keys(pages).length} pages, the interview and welcome templates and 404.html`,
)
