// The two pages the demo campaign links to: a stand-in for the interview, and a scheduling
// page that posts the message a real scheduling widget posts. Their script and styles are
// files, as the Content-Security-Policy allows no inline script. They are set in the club's
// own typefaces, served from the same packages the site's build takes them from.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Hono } from 'hono'
import { serverFile } from '../files.ts'
import { demoPagePaths } from './seed.ts'

const file = (name: string) => readFileSync(serverFile(`demo/pages/${name}`), 'utf8')

const fontFiles = {
  'fraunces.woff2': '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  'inter.woff2': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
} as const

export function demoRoutes() {
  const pages = {
    interview: file('interview.html'),
    scheduler: file('scheduler.html'),
    script: file('scheduler.js'),
    styles: file('demo.css'),
  }
  const require = createRequire(import.meta.url)
  const fonts = new Map(
    Object.entries(fontFiles).map(([name, module]) => [
      name,
      new Uint8Array(readFileSync(require.resolve(module))),
    ]),
  )
  const app = new Hono()
  app.get(demoPagePaths.interview, (c) => c.html(pages.interview))
  app.get(demoPagePaths.scheduler, (c) => c.html(pages.scheduler))
  app.get('/demo/scheduler.js', (c) =>
    c.body(pages.script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  )
  app.get('/demo/demo.css', (c) =>
    c.body(pages.styles, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  )
  app.get('/demo/fonts/:name', (c) => {
    const font = fonts.get(c.req.param('name'))
    if (!font) return c.notFound()
    return c.body(font, 200, {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  })
  return app
}
