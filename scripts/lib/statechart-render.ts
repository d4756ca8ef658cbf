// Renders Mermaid diagrams to SVG in headless Chromium with a font the project ships (Inter,
// from @fontsource-variable/inter), so that text is measured the same on every machine: the
// layout no longer depends on the system's fonts, and the SVG, which embeds that font, shows
// no clipped text wherever it is opened. A diagram may ask for the ELK layout
// (@mermaid-js/layout-elk) in its front matter: it routes edges around boxes and labels, where
// Mermaid's default (dagre) lets labels overlap and loses edges that enter a nested state.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { chromiumArgs } from '../../playwright.config.ts'

const fontFamily = 'Inter Variable'
/** The Latin subset of Inter: every character of a diagram must be in its range. */
const fontFile = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
/** The unicode-range of that file (from @fontsource-variable/inter's index.css), less what
 *  diagrams never hold. */
const fontCovers = /^[\u0020-\u007e\u00a0-\u00ff\u2000-\u206f\u20ac\u2122\u2212]*$/

/** Chromium takes text rendering settings (antialiasing, hinting, subpixel positioning, which
 *  change glyph advances and so the layout) from fontconfig. It gets this configuration instead
 *  of the machine's: no system fonts, antialiased, unhinted. */
const fontconfig = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`

const fontFace = () =>
  `@font-face{font-family:'${fontFamily}';font-style:normal;font-weight:100 900;` +
  `src:url(data:font/woff2;base64,${readFileSync(fontFile).toString('base64')}) format('woff2');}`

export interface Diagram {
  id: string
  source: string
}

/** Throws when a diagram holds a character the shipped font lacks (the browser would draw it
 *  with a system font, and the layout would depend on the machine again). */
export function assertFontCovers({ id, source }: Diagram): void {
  for (const line of source.split('\n')) {
    if (!fontCovers.test(line))
      throw new Error(`${id}: a character the shipped font lacks in: ${line.trim()}`)
  }
}

/** Where the SVGs' bytes come from: the same Chromium and Mermaid draw the same bytes. */
export interface Rendering {
  svgs: Map<string, string>
  /** For each diagram, what its layout draws over something else (`overlapsIn`). */
  overlaps: Map<string, string[]>
  renderer: string
}

/** What a drawn diagram puts on top of something else: a label over another label or a
 *  state, an arrow through a state or under a label not its own (Mermaid puts each label on
 *  its own arrow). Runs in the page, on the SVG as drawn (1 unit = 1 px). */
function overlapsIn(svg: SVGSVGElement): string[] {
  type Box = { name: string; left: number; top: number; right: number; bottom: number }
  const boxOf = (element: Element, name: string, inset: number): Box => {
    const rect = element.getBoundingClientRect()
    return {
      name,
      left: rect.left + inset,
      top: rect.top + inset,
      right: rect.right - inset,
      bottom: rect.bottom - inset,
    }
  }
  // A label's lines are rows of tspans: joined with a space, they read as the label.
  const text = (element: Element) => {
    const rows = [...element.querySelectorAll('tspan.row')].map((row) => row.textContent)
    return (rows.length ? rows.join(' ') : (element.textContent ?? '')).replace(/\s+/g, ' ').trim()
  }
  const labels = [...svg.querySelectorAll('g.edgeLabel g.label')]
    .filter((label) => text(label) !== '')
    .map((label) => ({
      edge: label.getAttribute('data-id'),
      // Edge labels' background boxes touch when Mermaid stacks them: 1 px of slack.
      ...boxOf(label.querySelector('rect.background') ?? label, `label '${text(label)}'`, 1),
    }))
  const states = [...svg.querySelectorAll('g.node')].map((node) =>
    boxOf(node, `state '${text(node) || node.id}'`, 2),
  )
  const meet = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  const inside = (x: number, y: number, box: Box) =>
    x > box.left && x < box.right && y > box.top && y < box.bottom
  const found = new Set<string>()
  labels.forEach((label, index) => {
    for (const other of labels.slice(index + 1))
      if (meet(label, other)) found.add(`${label.name} over ${other.name}`)
    for (const state of states)
      if (meet(label, state)) found.add(`${label.name} over ${state.name}`)
  })
  for (const path of svg.querySelectorAll<SVGPathElement>('path[data-edge]')) {
    const edge = path.getAttribute('data-id')
    const own = labels.find((label) => label.edge === edge)
    const name = own ? `the arrow of ${own.name}` : `an arrow (${edge})`
    const length = path.getTotalLength()
    const matrix = path.getScreenCTM()!
    // The ends touch the states they join: only the stretch between them counts.
    for (let at = 6; at < length - 6; at += 2) {
      const point = path.getPointAtLength(at).matrixTransform(matrix)
      for (const label of labels)
        if (label.edge !== edge && inside(point.x, point.y, label))
          found.add(`${name} under ${label.name}`)
      for (const state of states)
        if (inside(point.x, point.y, state)) found.add(`${name} through ${state.name}`)
    }
  }
  return [...found]
}

const modulesOrigin = 'http://statecharts.invalid'
const modules = {
  mermaidModule: `${modulesOrigin}/mermaid/dist/mermaid.esm.min.mjs`,
  elkModule: `${modulesOrigin}/@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs`,
}

const versionOf = (npmPackage: string) =>
  (
    JSON.parse(readFileSync(`node_modules/${npmPackage}/package.json`, 'utf8')) as {
      version: string
    }
  ).version

export async function renderSvgs(diagrams: Diagram[]): Promise<Rendering> {
  diagrams.forEach(assertFontCovers)
  const face = fontFace()
  const configDir = mkdtempSync(join(tmpdir(), 'statecharts-fontconfig-'))
  writeFileSync(join(configDir, 'fonts.conf'), fontconfig)
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    env: { ...process.env, FONTCONFIG_FILE: join(configDir, 'fonts.conf') },
  })
  try {
    const page = await browser.newPage()
    // Mermaid and the ELK layout are ES modules that import their chunks: the page gets them
    // from node_modules under an origin of its own, nothing from the network.
    await page.route(`${modulesOrigin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname
      if (path === '/')
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><head><style>${face}</style></head><body></body></html>`,
        })
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join('node_modules', decodeURIComponent(path))),
      })
    })
    await page.goto(`${modulesOrigin}/`)
    // tsx names the nested functions of `overlapsIn` with a helper of its own, `__name`.
    await page.evaluate('window.__name = (fn) => fn')
    await page.evaluate(async ({ mermaidModule, elkModule }) => {
      const { default: mermaid } = (await import(mermaidModule)) as {
        default: { registerLayoutLoaders: (loaders: unknown) => void }
      }
      const { default: elk } = (await import(elkModule)) as { default: unknown }
      mermaid.registerLayoutLoaders(elk)
      Object.assign(window, { mermaid })
    }, modules)
    // Mermaid measures text as it lays out: the font must be loaded before the first diagram.
    await page.evaluate(async (family) => {
      await document.fonts.load(`16px '${family}'`)
      await document.fonts.ready
      if (!document.fonts.check(`16px '${family}'`)) throw new Error(`${family} did not load`)
    }, fontFamily)
    const svgs = new Map<string, string>()
    const overlaps = new Map<string, string[]>()
    for (const { id, source } of diagrams) {
      const svg = await page.evaluate(
        async ({ id, source, family }) => {
          const { mermaid } = window as unknown as {
            mermaid: {
              initialize: (config: object) => void
              render: (id: string, text: string) => Promise<{ svg: string }>
            }
          }
          mermaid.initialize({
            startOnLoad: false,
            theme: 'neutral',
            securityLevel: 'strict',
            // Mermaid draws shapes with rough.js, which is random unless seeded.
            handDrawnSeed: 1,
            htmlLabels: false,
            state: { nodeSpacing: 20, rankSpacing: 40 },
            fontFamily: `'${family}'`,
            themeVariables: { fontFamily: `'${family}'`, fontSize: '14px' },
          })
          return (await mermaid.render(id, source)).svg
        },
        { id, source, family: fontFamily },
      )
      // The font goes into the SVG, so that a browser or GitHub draws the text it was laid
      // out with.
      svgs.set(id, svg.replace('<style>', `<style>${face}`))
      // Measured as drawn: at its own size, in the page (Mermaid's `svg` is 100 % wide).
      await page.evaluate(
        ({ id, svg }) => {
          document.body.innerHTML = svg
          const drawn = document.getElementById(id) as unknown as SVGSVGElement
          drawn.setAttribute('width', String(drawn.viewBox.baseVal.width))
          drawn.style.maxWidth = 'none'
        },
        { id, svg },
      )
      overlaps.set(id, await page.locator(`[id="${id}"]`).evaluate(overlapsIn))
      await page.evaluate(() => (document.body.innerHTML = ''))
    }
    return {
      svgs,
      overlaps,
      renderer: `Chromium ${browser.version()}, Mermaid ${versionOf('mermaid')}, ELK layout ${versionOf('@mermaid-js/layout-elk')}`,
    }
  } finally {
    await browser.close()
    rmSync(configDir, { recursive: true, force: true })
  }
}

/** The size an SVG of Mermaid's is drawn at (its viewBox), in CSS pixels. */
export function sizeOf(svg: string): { width: number; height: number } {
  const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg)
  if (!viewBox) throw new Error('an SVG without a viewBox')
  return { width: Math.ceil(Number(viewBox[1])), height: Math.ceil(Number(viewBox[2])) }
}

/** Gives the arrows numbered `edges` (Mermaid's `edge<n>`, in the order the source declares
 *  them) a head at their start as well: Mermaid's state diagrams have no arrow both ways. The
 *  head is Mermaid's own, turned round (`auto-start-reverse`). */
export function withHeadsAtBothEnds(svg: string, edges: number[]): string {
  if (edges.length === 0) return svg
  const end = /<marker id="([^"]+)-barbEnd" ([^>]*)orient="auto">(.*?)<\/marker>/.exec(svg)
  if (!end) throw new Error('no arrowhead (barbEnd marker) in the SVG')
  const [marker, prefix, attributes, head] = end
  const startId = `${prefix}-barbStart`
  let drawn = svg.replace(
    marker,
    `${marker}<marker id="${startId}" ${attributes}orient="auto-start-reverse">${head}</marker>`,
  )
  for (const edge of edges) {
    const path = new RegExp(`<path [^>]*id="[^"]*-edge${edge}"[^>]*>`).exec(drawn)?.[0]
    if (!path) throw new Error(`no arrow edge${edge} in the SVG`)
    drawn = drawn.replace(path, path.replace(/>$/, ` marker-start="url(#${startId})">`))
  }
  return drawn
}
