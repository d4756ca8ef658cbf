// The two pages the demo campaign links to: a stand-in for the interview, and a scheduling
// page that posts the message a real scheduling widget posts. Their script and styles are
// files, as the Content-Security-Policy allows no inline script.
import { readFileSync } from 'node:fs'
import { Hono } from 'hono'
import { serverFile } from '../files.ts'
import { demoPagePaths } from './seed.ts'

const file = (name: string) => readFileSync(serverFile(`demo/pages/${name}`), 'utf8')

export function demoRoutes() {
  const pages = {
    interview: file('interview.html'),
    scheduler: file('scheduler.html'),
    script: file('scheduler.js'),
    styles: file('demo.css'),
  }
  const app = new Hono()
  app.get(demoPagePaths.interview, (c) => c.html(pages.interview))
  app.get(demoPagePaths.scheduler, (c) => c.html(pages.scheduler))
  app.get('/demo/scheduler.js', (c) =>
    c.body(pages.script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  )
  app.get('/demo/demo.css', (c) =>
    c.body(pages.styles, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  )
  return app
}
