// Draws the site's illustrations: abstract, geometric SVGs in the brand colours, written to
// public/images. Deterministic (a seeded random generator), so running it again gives the same
// files: `npx tsx scripts/art.ts`. Every image is our own; nothing is traced or downloaded.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { heroVideo, thinkTankVideos } from '../src/content/thinkTank'
import { podcastEpisodes } from '../src/content/podcasts'
import { seasonDetails } from '../src/content/audiobook'
import { articleBodies } from '../src/content/articleBodies'
import { stillOf, type StillKind } from '../src/content/stills'
import { memberPortraitOf, testimonials } from '../src/content/testimonials'
import { outlined } from './art/outline-text'
import { stillMotifs } from './art/still-motifs'
import { features } from './art/face'
import { circle, circlePoints, hatch, polygon, stroke, type Point } from './art/engraving'
import { c, r1, random, type Color } from './art/palette'

interface Canvas {
  width: number
  height: number
  /** Where the two background glows sit, as fractions of the canvas. */
  glow?: [x: number, y: number, color: Color][]
  /** 'none' for a picture that sits on the page's own background. */
  background?: Color | 'none'
  /** The glows' radius as a fraction of the shorter side; by default they outgrow the canvas.
   *  A picture without a background keeps them inside, or their cut edge shows on the page. */
  glowRadius?: number
}

function svg(
  { width, height, glow = [], background = 'bg', glowRadius }: Canvas,
  body: string,
): string {
  const radius = glowRadius
    ? Math.min(width, height) * glowRadius
    : Math.max(width, height) * (background === 'none' ? 0.45 : 0.55)
  const gradients = glow
    .map(
      ([, , color], index) =>
        `<radialGradient id="g${index}"><stop offset="0" stop-color="${c(color)}" stop-opacity="${background === 'none' ? 0.35 : 0.55}"/><stop offset="1" stop-color="${c(color)}" stop-opacity="0"/></radialGradient>`,
    )
    .join('')
  // Without a background, a glow never reaches an edge: its cut would show on the page.
  const radiusAt = (x: number, y: number) =>
    background === 'none'
      ? Math.min(radius, x * width, (1 - x) * width, y * height, (1 - y) * height)
      : radius
  const glows = glow
    .map(
      ([x, y], index) =>
        `<circle cx="${r1(x * width)}" cy="${r1(y * height)}" r="${r1(radiusAt(x, y))}" fill="url(#g${index})"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${gradients}</defs>${background === 'none' ? '' : `<rect width="${width}" height="${height}" fill="${c(background)}"/>`}${glows}${body}</svg>\n`
}

// Motifs: each returns SVG elements.

function orbits(cx: number, cy: number, radii: number[], tilt: number, color: Color, seed: number) {
  const next = random(seed)
  return radii
    .map((radius, index) => {
      const angle = next() * Math.PI * 2
      const px = cx + radius * Math.cos(angle)
      const py = cy + radius * tilt * Math.sin(angle)
      return `<ellipse cx="${cx}" cy="${cy}" rx="${radius}" ry="${r1(radius * tilt)}" fill="none" stroke="${c(color)}" stroke-opacity="${r1(0.75 - index * 0.12)}" stroke-width="1.5" stroke-dasharray="${index % 2 ? '2 6' : 'none'}"/><circle cx="${r1(px)}" cy="${r1(py)}" r="${4 + (index % 3) * 2}" fill="${c(color)}"/>`
    })
    .join('')
}

function planet(cx: number, cy: number, radius: number, from: Color, to: Color, id: string) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c(from)}"/><stop offset="1" stop-color="${c(to)}"/></linearGradient></defs><circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#${id})"/>`
}

function constellation(
  width: number,
  height: number,
  count: number,
  seed: number,
  color: Color,
  highlight?: number,
) {
  const next = random(seed)
  const points = Array.from({ length: count }, () => [
    r1(width * (0.08 + next() * 0.84)),
    r1(height * (0.12 + next() * 0.76)),
  ])
  const lines: string[] = []
  points.forEach(([x, y], index) => {
    const nearest = points
      .map(([px, py], other) => ({ other, distance: Math.hypot(px! - x!, py! - y!) }))
      .filter(({ other }) => other !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2)
    for (const { other } of nearest) {
      if (other > index) {
        const [px, py] = points[other]!
        lines.push(
          `<line x1="${x}" y1="${y}" x2="${px}" y2="${py}" stroke="${c(color)}" stroke-opacity=".45" stroke-width="1.2"/>`,
        )
      }
    }
  })
  const dots = points
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index === highlight ? 9 : 3 + (index % 3)}" fill="${index === highlight ? c('goldLight') : c(color)}"/>` +
        (index === highlight
          ? `<circle cx="${x}" cy="${y}" r="22" fill="none" stroke="${c('gold')}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="36" fill="none" stroke="${c('gold')}" stroke-opacity=".4" stroke-width="1.5"/>`
          : ''),
    )
    .join('')
  return lines.join('') + dots
}

function dotWave(width: number, height: number, seed: number) {
  const next = random(seed)
  const phase = next() * Math.PI
  const dots: string[] = []
  for (let x = 40; x < width; x += 40) {
    for (let y = 40; y < height; y += 40) {
      const wave = Math.sin(x / 90 + phase) * 60 + height * 0.55
      const lift = Math.max(0, 1 - Math.abs(y - wave) / 140)
      const radius = 1.2 + lift * 4.5
      const color = lift > 0.6 ? 'goldLight' : lift > 0.25 ? 'violetLight' : 'muted'
      dots.push(
        `<circle cx="${x}" cy="${r1(y - lift * 26)}" r="${r1(radius)}" fill="${c(color)}"/>`,
      )
    }
  }
  return dots.join('')
}

function arches(cx: number, baseY: number, count: number, broken: number) {
  return Array.from({ length: count }, (_, index) => {
    const radius = 60 + index * 42
    const color: Color = index % 2 ? 'violet' : 'gold'
    const gap = index === broken ? 0.35 : 0
    const start = Math.PI + gap
    const end = 2 * Math.PI - gap * 0.2
    const x1 = r1(cx + radius * Math.cos(start))
    const y1 = r1(baseY + radius * Math.sin(start))
    const x2 = r1(cx + radius * Math.cos(end))
    const y2 = r1(baseY + radius * Math.sin(end))
    return `<path d="M${x1} ${y1}A${radius} ${radius} 0 0 1 ${x2} ${y2}" fill="none" stroke="${c(color)}" stroke-width="${index === broken ? 6 : 3}" stroke-linecap="round" stroke-opacity="${index === broken ? 1 : 0.7}"/>`
  }).join('')
}

function layers(cx: number, cy: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const y = cy + (count / 2 - index) * 46
    const w = 230
    const h = 70
    const accent = index === Math.floor(count / 2)
    return `<path d="M${cx} ${y - h / 2}L${cx + w} ${y}L${cx} ${y + h / 2}L${cx - w} ${y}Z" fill="${c(accent ? 'surface' : 'deep')}" stroke="${c(accent ? 'gold' : 'violet')}" stroke-opacity="${accent ? 1 : 0.55}" stroke-width="${accent ? 3 : 1.5}"/>`
  }).join('')
}

function clockArcs(cx: number, cy: number, seed: number) {
  const next = random(seed)
  const rings = [120, 170, 220, 270]
  return (
    rings
      .map((radius, index) => {
        const start = next() * Math.PI * 2
        const sweep = 0.8 + next() * 1.6
        const x1 = r1(cx + radius * Math.cos(start))
        const y1 = r1(cy + radius * Math.sin(start))
        const x2 = r1(cx + radius * Math.cos(start + sweep))
        const y2 = r1(cy + radius * Math.sin(start + sweep))
        const color: Color = index % 2 ? 'violetLight' : 'gold'
        return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${c('muted')}" stroke-width="1"/><path d="M${x1} ${y1}A${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2} ${y2}" fill="none" stroke="${c(color)}" stroke-width="5" stroke-linecap="round"/>`
      })
      .join('') +
    Array.from({ length: 12 }, (_, hour) => {
      const angle = (hour / 12) * Math.PI * 2
      return `<line x1="${r1(cx + 92 * Math.cos(angle))}" y1="${r1(cy + 92 * Math.sin(angle))}" x2="${r1(cx + 104 * Math.cos(angle))}" y2="${r1(cy + 104 * Math.sin(angle))}" stroke="${c('cream')}" stroke-width="2"/>`
    }).join('') +
    `<circle cx="${cx}" cy="${cy}" r="60" fill="${c('surface')}" stroke="${c('gold')}" stroke-width="2"/><path d="M${cx} ${cy}V${cy - 42}M${cx} ${cy}L${cx + 30} ${cy + 14}" stroke="${c('goldLight')}" stroke-width="4" stroke-linecap="round"/>`
  )
}

function fadingCircles(x: number, cy: number, count: number) {
  let cx = x
  return Array.from({ length: count }, (_, index) => {
    const radius = 110 * 0.72 ** index
    const circle = `<circle cx="${r1(cx)}" cy="${cy}" r="${r1(radius)}" fill="${c(index === 0 ? 'gold' : 'violet')}" fill-opacity="${r1(1 - index * 0.16)}"/>`
    cx += radius + radius * 0.72 + 18
    return circle
  }).join('')
}

function loops(cx: number, cy: number) {
  const path = (scale: number) =>
    `M${cx} ${cy}C${cx + 90 * scale} ${cy - 150 * scale} ${cx + 260 * scale} ${cy - 80 * scale} ${cx + 260 * scale} ${cy}S${cx + 90 * scale} ${cy + 150 * scale} ${cx} ${cy}S${cx - 260 * scale} ${cy + 80 * scale} ${cx - 260 * scale} ${cy}S${cx - 90 * scale} ${cy - 150 * scale} ${cx} ${cy}Z`
  return `<path d="${path(1)}" fill="none" stroke="${c('gold')}" stroke-width="6"/><path d="${path(0.78)}" fill="none" stroke="${c('violetLight')}" stroke-width="3" stroke-dasharray="10 8"/><circle cx="${cx + 260}" cy="${cy}" r="12" fill="${c('goldLight')}"/><circle cx="${cx - 203}" cy="${cy}" r="9" fill="${c('violetLight')}"/>`
}

function textLines(x: number, y: number, width: number, rows: number, seed: number) {
  const next = random(seed)
  return Array.from({ length: rows }, (_, index) => {
    const length = index % 5 === 4 ? width * 0.45 : width * (0.7 + next() * 0.3)
    const color: Color = index === 2 ? 'gold' : index % 4 === 0 ? 'violetLight' : 'muted'
    return `<rect x="${x}" y="${y + index * 34}" width="${r1(length)}" height="12" rx="6" fill="${c(color)}"/>`
  }).join('')
}

function hexagons(cx: number, cy: number, count: number) {
  return (
    Array.from({ length: count }, (_, index) => {
      const radius = 50 + index * 40
      const points = Array.from({ length: 6 }, (_, corner) => {
        const angle = (Math.PI / 3) * corner - Math.PI / 2
        return `${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`
      }).join(' ')
      const color: Color = index === 0 ? 'gold' : index % 2 ? 'violet' : 'violetLight'
      return `<polygon points="${points}" fill="none" stroke="${c(color)}" stroke-opacity="${r1(1 - index * 0.15)}" stroke-width="${index === 0 ? 4 : 2}"/>`
    }).join('') + `<circle cx="${cx}" cy="${cy}" r="14" fill="${c('goldLight')}"/>`
  )
}

function star(cx: number, cy: number, size: number, color: Color) {
  const inner = size * 0.2
  return `<path d="M${cx} ${cy - size}L${cx + inner} ${cy - inner}L${cx + size} ${cy}L${cx + inner} ${cy + inner}L${cx} ${cy + size}L${cx - inner} ${cy + inner}L${cx - size} ${cy}L${cx - inner} ${cy - inner}Z" fill="${c(color)}"/>`
}

function sparkles(width: number, height: number, count: number, seed: number) {
  const next = random(seed)
  return Array.from({ length: count }, () => {
    const x = r1(next() * width)
    const y = r1(next() * height)
    const radius = r1(0.6 + next() * 1.6)
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${c('cream')}" fill-opacity="${r1(0.3 + next() * 0.5)}"/>`
  }).join('')
}

// The pictures.

const art: Record<string, string> = {}
const articleCanvas = (glow: Canvas['glow']): Canvas => ({ width: 1200, height: 675, glow })

art['articles/culture-or-cult.svg'] = svg(
  articleCanvas([
    [0.5, 1, 'gold'],
    [0.1, 0.1, 'violet'],
  ]),
  arches(600, 600, 7, 3) + sparkles(1200, 675, 40, 1),
)
art['articles/wearable-to-seamless.svg'] = svg(
  articleCanvas([[0.7, 0.4, 'violet']]),
  dotWave(1200, 675, 2),
)
art['articles/digital-twins.svg'] = svg(
  articleCanvas([
    [0.3, 0.5, 'gold'],
    [0.7, 0.5, 'violet'],
  ]),
  orbits(380, 338, [80, 140, 200], 0.45, 'gold', 3) +
    orbits(820, 338, [80, 140, 200], 0.45, 'violetLight', 3) +
    planet(380, 338, 38, 'goldLight', 'gold', 'p1') +
    planet(820, 338, 38, 'violetLight', 'violet', 'p2'),
)
art['articles/agents-that-ask.svg'] = svg(
  articleCanvas([[0.6, 0.4, 'violet']]),
  constellation(1200, 675, 18, 4, 'violetLight', 7),
)
art['articles/quiet-stack.svg'] = svg(
  articleCanvas([[0.5, 0.6, 'violet']]),
  layers(600, 338, 5) + sparkles(1200, 675, 30, 5),
)
art['articles/time-zones.svg'] = svg(articleCanvas([[0.5, 0.5, 'gold']]), clockArcs(600, 338, 6))
art['articles/half-life.svg'] = svg(articleCanvas([[0.2, 0.5, 'gold']]), fadingCircles(230, 338, 6))
art['articles/prompt-review-repeat.svg'] = svg(
  articleCanvas([
    [0.3, 0.5, 'violet'],
    [0.8, 0.5, 'gold'],
  ]),
  loops(600, 338),
)
art['articles/writing-is-the-job.svg'] = svg(
  articleCanvas([[0.8, 0.2, 'violet']]),
  `<rect x="330" y="90" width="540" height="500" rx="18" fill="${c('surface')}" stroke="${c('muted')}"/>` +
    textLines(380, 150, 440, 12, 7),
)
art['articles/privacy.svg'] = svg(articleCanvas([[0.5, 0.5, 'violet']]), hexagons(600, 338, 7))

// Purpose cards: a quiet picture at rest, a livelier one on hover and focus.
const purposeCanvas = (glow: Canvas['glow']): Canvas => ({ width: 480, height: 360, glow })
const globe = (lit: boolean) =>
  `<circle cx="240" cy="180" r="110" fill="${c('surface')}" stroke="${c(lit ? 'gold' : 'muted')}" stroke-width="2"/>` +
  [0.35, 0.7, 1]
    .map(
      (squash) =>
        `<ellipse cx="240" cy="180" rx="${r1(110 * squash)}" ry="110" fill="none" stroke="${c(lit ? 'violetLight' : 'muted')}" stroke-width="1.5"/>`,
    )
    .join('') +
  [-55, 0, 55]
    .map(
      (dy) =>
        `<ellipse cx="240" cy="${180 + dy}" rx="${r1(Math.sqrt(110 ** 2 - dy ** 2))}" ry="14" fill="none" stroke="${c(lit ? 'violetLight' : 'muted')}" stroke-width="1.5"/>`,
    )
    .join('')
art['purpose/projects-rest.svg'] = svg(purposeCanvas([[0.5, 0.5, 'violet']]), globe(false))
art['purpose/projects-active.svg'] = svg(
  purposeCanvas([
    [0.5, 0.5, 'gold'],
    [0.9, 0.1, 'violet'],
  ]),
  globe(true) +
    `<path d="M150 150Q240 20 340 140M170 240Q260 330 330 210" fill="none" stroke="${c('goldLight')}" stroke-width="3" stroke-dasharray="6 6"/>` +
    [
      [150, 150],
      [340, 140],
      [170, 240],
      [330, 210],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c('goldLight')}"/>`)
      .join(''),
)
const compass = (lit: boolean) =>
  `<circle cx="240" cy="180" r="105" fill="${c('surface')}" stroke="${c(lit ? 'gold' : 'muted')}" stroke-width="3"/><circle cx="240" cy="180" r="80" fill="none" stroke="${c('muted')}" stroke-dasharray="3 7"/>` +
  `<path d="M240 95L258 180L240 265L222 180Z" fill="${c(lit ? 'goldLight' : 'muted')}"/><path d="M240 95L258 180H222Z" fill="${c(lit ? 'gold' : 'violet')}"/><circle cx="240" cy="180" r="8" fill="${c('bg')}"/>`
art['purpose/guide-rest.svg'] = svg(purposeCanvas([[0.5, 0.5, 'violet']]), compass(false))
art['purpose/guide-active.svg'] = svg(
  purposeCanvas([
    [0.5, 0.5, 'gold'],
    [0.1, 0.9, 'violet'],
  ]),
  `<path d="M40 320C120 300 110 220 170 200S300 150 330 90S420 40 440 40" fill="none" stroke="${c('violetLight')}" stroke-width="3" stroke-dasharray="8 8"/>` +
    compass(true) +
    star(440, 40, 22, 'goldLight'),
)
const gem = (lit: boolean) =>
  `<path d="M170 130L210 90H270L310 130L240 260Z" fill="${c(lit ? 'gold' : 'surface')}" stroke="${c(lit ? 'goldLight' : 'muted')}" stroke-width="3" stroke-linejoin="round"/><path d="M170 130H310M210 90L240 130L270 90M240 130V260" fill="none" stroke="${c(lit ? 'bg' : 'muted')}" stroke-opacity=".6" stroke-width="2"/>`
art['purpose/rewards-rest.svg'] = svg(purposeCanvas([[0.5, 0.6, 'violet']]), gem(false))
art['purpose/rewards-active.svg'] = svg(
  purposeCanvas([
    [0.5, 0.5, 'gold'],
    [0.2, 0.2, 'violet'],
  ]),
  Array.from({ length: 12 }, (_, index) => {
    const angle = (index / 12) * Math.PI * 2
    return `<line x1="${r1(240 + 120 * Math.cos(angle))}" y1="${r1(175 + 120 * Math.sin(angle))}" x2="${r1(240 + 160 * Math.cos(angle))}" y2="${r1(175 + 160 * Math.sin(angle))}" stroke="${c(index % 2 ? 'violetLight' : 'goldLight')}" stroke-width="3" stroke-linecap="round"/>`
  }).join('') +
    gem(true) +
    star(340, 80, 16, 'cream') +
    star(130, 250, 12, 'violetLight'),
)

// Talent agents: an engraved portrait (below) against the pattern of their specialty. Each person
// is described by the same parts (torso, neck, head, hair, face) with their own skin tone, hair,
// clothes and one accessory, so the four read as different people even at avatar size.
interface Person {
  skin: string
  /** The skin in shadow: neck, ears, nose. */
  shade: string
  hair: string
  lips: string
  hairStyle: 'curls' | 'sidePart' | 'longBangs' | 'waves'
  outfit: 'blazer' | 'turtleneck' | 'jacketScarf' | 'suit'
  accessory: 'earrings' | 'glasses' | 'pin' | 'beard'
}

const head = { cx: 240, cy: 236, rx: 70, ry: 86 }

// People are engraved, not cartooned: the same parts as above (head, hair, neck, clothes, one
// accessory) become a field of light, and parallel lines cross it, thick where the form is lit
// and thin or broken where it turns away, as on a banknote's portrait. Lines in gold on the
// near-black, a violet hatch behind; each person's lines lean at their own angle and their
// light comes from their own side, both from their name. No photograph, no tracing.
type Ink = 'skin' | 'hair' | 'cloth' | 'shirt'

interface Engraving {
  /** The person's seed: the angle of their lines and the side of their light. */
  seed: number
  /** The part of the 480 x 560 frame that is shown, [x0, y0, x1, y1]: nothing is drawn outside. */
  bounds?: [number, number, number, number]
  /** A round frame [cx, cy, r]: lines outside it are not drawn (a medallion's clip). */
  within?: [number, number, number]
  /** The distance between the lines: wider for a small medallion, whose picture stays light. */
  spacing?: number
  /** The violet hatch behind the figure: left out of a small medallion, where it only blurs
   *  into a tint and would double the file. */
  halo?: boolean
  /** Thicker features where the head is small in the shown picture (1: a head and shoulders). */
  featureWeight?: number
}

const engraveWidths = [0, 0.9, 1.7, 2.6, 3.6]
/** The face's lines, twice as many: half as thick. */
const faceWidths = [0, 0.5, 0.9, 1.4, 1.9]

function inEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number) {
  return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
}

/** The light of the person at (x, y), from 0 to 1, and which ink draws it; null off the figure. */
function lightOf(p: Person, light: [number, number, number]) {
  const { cx, cy, rx, ry } = head
  const [lx, ly, lz] = light
  const curls: [number, number, number][] = [
    [240, 186, 104],
    [150, 226, 56],
    [330, 226, 56],
    [170, 150, 62],
    [310, 150, 62],
    [240, 122, 70],
    [140, 280, 40],
    [340, 280, 40],
  ]
  const hairAt = (x: number, y: number, inHead: boolean) => {
    switch (p.hairStyle) {
      case 'curls':
        return (
          curls.some(([hx, hy, r]) => (x - hx) ** 2 + (y - hy) ** 2 <= r * r) &&
          (!inHead || y < cy - 46 + Math.abs(x - cx) * 0.3)
        )
      case 'longBangs':
        return (
          (inEllipse(x, y, cx, cy - 16, rx + 18, ry + 14) && y < cy - 30) ||
          (!inHead &&
            Math.abs(x - cx) < rx + 24 &&
            y > cy - 40 &&
            y < 392 &&
            Math.abs(x - cx) > rx - 14)
        )
      case 'sidePart':
        return inEllipse(x, y, cx + 4, cy - 10, rx + 12, ry + 10) && y < cy - 38 - 0.3 * (x - cx)
      case 'waves':
        return (
          inEllipse(x, y, cx, cy - 8, rx + 10, ry + 8) && y < cy - 44 + 9 * Math.sin((x - cx) / 13)
        )
    }
  }
  return (x: number, y: number): [number, Ink] | null => {
    const inHead = inEllipse(x, y, cx, cy, rx, ry)
    if (hairAt(x, y, inHead)) {
      // Strands: the light ripples across the hair.
      const sheen = 0.5 + 0.5 * Math.sin((x + y * 0.4) / 7)
      const lit = p.hair === '#a7a9b4' ? 0.75 : 0.38
      return [Math.min(1, lit * (0.6 + 0.5 * sheen) + (x < cx === lx < 0 ? 0.15 : 0)), 'hair']
    }
    if (inHead) {
      const u = (x - cx) / rx
      const v = (y - cy) / ry
      const w = Math.sqrt(Math.max(0, 1 - u * u - v * v))
      let lit = 0.12 + 0.95 * Math.max(0, -u * lx - v * ly + w * lz)
      if (
        p.accessory === 'beard' &&
        y > cy + 26 &&
        !(Math.abs(x - cx) < 20 && Math.abs(y - cy - 62) < 8)
      ) {
        return [0.3 + 0.25 * (0.5 + 0.5 * Math.sin(x / 5)), 'hair']
      }
      // The features are where the light does not reach.
      for (const side of [-1, 1]) {
        const ex = cx + side * 27
        if (inEllipse(x, y, ex, cy + 10, 8, 4.5)) return [0, 'skin']
        if (inEllipse(x, y, ex, cy + 8, 17, 11)) lit *= 0.75
        if (inEllipse(x, y, ex, cy - 9, 14, 2.5)) return [0.1, 'skin']
      }
      const shadowSide = lx < 0 ? 1 : -1
      if (y > cy + 14 && y < cy + 44 && (x - cx) * shadowSide > 2 && (x - cx) * shadowSide < 11)
        lit *= 0.6
      if (inEllipse(x, y, cx, cy + 60, 16, 3)) return [0.15, 'skin']
      if (y > cy + ry * 0.72) lit *= 0.8
      return [lit, 'skin']
    }
    for (const side of [-1, 1]) {
      if (inEllipse(x, y, cx + side * rx, cy + 14, 13, 21))
        return [side === Math.sign(-lx) ? 0.5 : 0.2, 'skin']
    }
    if (x > 210 && x < 270 && y > 290 && y < 392) {
      // The neck, in the chin's shadow at the top.
      return [
        0.1 + 0.35 * Math.min(1, (y - 300) / 80) * (0.6 + 0.4 * ((x - 210) / 60) * -Math.sign(lx)),
        'skin',
      ]
    }
    const half = y < 390 ? 0 : Math.min(204, 64 + (y - 392) * 1.9)
    if (Math.abs(x - cx) <= half) {
      const u = (x - cx) / 210
      const roll = 0.2 + 0.6 * Math.max(0, -u * lx + Math.sqrt(Math.max(0, 1 - u * u)) * lz)
      const collar =
        Math.abs(x - cx) < 36 - (y - 392) * -0.2 && y < 392 + (36 - Math.abs(x - cx)) * 2.4
      switch (p.outfit) {
        case 'blazer':
        case 'suit':
          if (collar || (Math.abs(x - cx) < 12 && y < 480))
            return [p.outfit === 'suit' && Math.abs(x - cx) < 8 ? 0.95 : 0.85, 'shirt']
          // The lapels: a fold of shadow along each.
          if (Math.abs(Math.abs(x - cx) - (44 - (y - 392) * 0.25)) < 6 && y < 560)
            return [0.05, 'cloth']
          return [roll * (p.outfit === 'suit' ? 0.7 : 1), 'cloth']
        case 'turtleneck':
          return [roll * (0.75 + 0.25 * Math.sin(y / 5)), 'cloth']
        case 'jacketScarf':
          if (y < 440 && Math.abs(x - cx) < 60 - (y - 392) * 0.3) return [0.9, 'shirt']
          return [roll, 'cloth']
      }
    }
    if (p.outfit === 'turtleneck' && x > 198 && x < 282 && y > 322 && y < 398)
      return [0.55 + 0.3 * Math.sin(y / 4), 'cloth']
    return null
  }
}

function engraved(
  p: Person,
  {
    seed,
    bounds = [0, 0, 480, 560],
    within,
    spacing = 6,
    halo: withHalo = true,
    featureWeight = 1,
  }: Engraving = {
    seed: hashOf(p.skin + p.hair + p.hairStyle),
  },
) {
  const next = random(seed)
  const angle = ((next() * 26 - 13) * Math.PI) / 180
  const fromLeft = next() < 0.5
  const light: [number, number, number] = [fromLeft ? -0.55 : 0.55, -0.45, 0.7]
  const at = lightOf(p, light)
  // The inks: the skin's own warmth in gold, the hair by its colour, the clothes in gold or violet.
  const luminance = (hex: string) =>
    [1, 3, 5].reduce(
      (sum, at, index) => sum + parseInt(hex.slice(at, at + 2), 16) * [0.3, 0.59, 0.11][index]!,
      0,
    ) / 255
  const inks: Record<Ink, string> = {
    skin:
      luminance(p.skin) > 0.6 ? c('goldLight') : luminance(p.skin) > 0.45 ? c('gold') : '#d29a48',
    hair:
      p.hair === '#a7a9b4' ? c('cream') : luminance(p.hair) > 0.3 ? '#d98b5f' : c('violetLight'),
    cloth:
      p.outfit === 'turtleneck'
        ? c('violetLight')
        : p.outfit === 'jacketScarf'
          ? c('ice')
          : c('gold'),
    shirt: c('cream'),
  }
  const runs = new Map<string, string[]>()
  const hatch: string[] = []
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  const [nx, ny] = [-dy, dx]
  // Half steps too: in the face the lines run twice as close and half as thick (the same tone,
  // twice the detail), so its features stay sharp when the portrait is small.
  for (let k = -60; k <= 140; k += 0.5) {
    let open: { x: number; y: number; key: string } | null = null
    let last: [number, number] = [0, 0]
    const close = () => {
      if (!open) return
      const list = runs.get(open.key) ?? []
      list.push(
        `M${Math.round(open.x)} ${Math.round(open.y)}L${Math.round(last[0])} ${Math.round(last[1])}`,
      )
      runs.set(open.key, list)
      open = null
    }
    for (let t = -400; t <= 400; t += 3) {
      const x = 240 + t * dx + (k * spacing - 300) * nx
      const y = 300 + t * dy + (k * spacing - 300) * ny
      const outside =
        x < bounds[0] ||
        x > bounds[2] ||
        y < bounds[1] ||
        y > bounds[3] ||
        (within && Math.hypot(x - within[0], y - within[1]) > within[2])
      if (outside) {
        close()
        continue
      }
      const here = at(x, y)
      const inFace = here?.[1] === 'skin' && inEllipse(x, y, head.cx, head.cy, head.rx, head.ry)
      const level =
        here && (inFace || Number.isInteger(k)) ? Math.min(4, Math.round(here[0] * 4.4)) : 0
      const key = here && level > 0 ? `${inFace ? 'face' : here[1]}|${level}` : ''
      if (open && open.key !== key) close()
      if (key && !open) open = { x, y, key }
      last = [x, y]
      // A violet hatch across the other way, behind the figure, in a halo round the head.
      if (withHalo && !here && k % 2 === 0 && Math.hypot(x - 240, y - 250) < 230)
        hatch.push(`${Math.round(x)},${Math.round(y)}`)
    }
    close()
  }
  // The hatch: short dashes where the lines cross the halo, so it reads as a second tint.
  const halo = `<path d="${hatch
    .filter((_, index) => index % 3 === 0)
    .map((point) => `M${point}l3 -5`)
    .join(
      '',
    )}" stroke="${c('violet')}" stroke-opacity=".55" stroke-width="1.2" stroke-linecap="round"/>`
  const lines = [...runs.entries()]
    .map(([key, list]) => {
      const [ink, level] = key.split('|') as [Ink | 'face', string]
      const widths = ink === 'face' ? faceWidths : engraveWidths
      return `<path d="${list.join('')}" stroke="${inks[ink === 'face' ? 'skin' : ink]}" stroke-width="${widths[Number(level)]}" stroke-linecap="round"/>`
    })
    .join('')
  const extras =
    p.accessory === 'glasses'
      ? [-27, 27]
          .map(
            (x) =>
              `<rect x="${head.cx + x - 21}" y="${head.cy - 6}" width="42" height="32" rx="12" fill="none" stroke="${c('goldLight')}" stroke-width="3"/>`,
          )
          .join('') +
        `<path d="M${head.cx - 6} ${head.cy + 6}Q${head.cx} ${head.cy} ${head.cx + 6} ${head.cy + 6}" fill="none" stroke="${c('goldLight')}" stroke-width="3"/>`
      : p.accessory === 'earrings'
        ? [-72, 72]
            .map(
              (x) =>
                `<circle cx="${head.cx + x}" cy="${head.cy + 34}" r="9" fill="none" stroke="${c('goldLight')}" stroke-width="3"/>`,
            )
            .join('')
        : p.accessory === 'pin'
          ? `<circle cx="170" cy="470" r="14" fill="${c('deep')}" stroke="${c('goldLight')}" stroke-width="3"/><path d="M170 459L174 470L170 481L166 470Z" fill="${c('goldLight')}"/>`
          : ''
  // Cross-hatching where the face turns from the light: short strokes across the lines in
  // its half-tones, the engraver's way of modelling a cheek and a temple.
  const cross = Math.PI / 3.2
  const [cx2, cy2] = [Math.cos(angle + cross), Math.sin(angle + cross)]
  const modelling: string[] = []
  for (let y = head.cy - head.ry; y <= head.cy + head.ry; y += 4.5) {
    for (let x = head.cx - head.rx; x <= head.cx + head.rx; x += 4.5) {
      const here = at(x, y)
      if (!here || here[1] !== 'skin' || !inEllipse(x, y, head.cx, head.cy, head.rx, head.ry))
        continue
      const level = Math.round(here[0] * 4.4)
      if (level === 2 && x < head.cx !== fromLeft)
        modelling.push(
          `M${r1(x - cx2 * 2.2)} ${r1(y - cy2 * 2.2)}l${r1(cx2 * 4.4)} ${r1(cy2 * 4.4)}`,
        )
    }
  }
  const shade = `<path d="${modelling.join('')}" stroke="${inks.skin}" stroke-width=".6" stroke-opacity=".7" stroke-linecap="round"/>`
  const face = features(head, fromLeft, inks, {
    beard: p.accessory === 'beard',
    weight: featureWeight,
  })
  return halo + `<g fill="none">${lines}</g>` + shade + face + extras
}

/** A person's portrait in a round frame centred on (cx, cy), for heroes that show an agent.
 *  Several in one picture need their own clip ids; only the lines inside the frame are drawn. */
function medallion(cx: number, cy: number, radius: number, p: Person, id = 'face') {
  const scale = radius / 206
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${c('surface')}" stroke="${c('gold')}" stroke-width="3"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${r1(scale * 100) / 100}) translate(-240 -300)"><clipPath id="${id}"><circle cx="240" cy="300" r="200"/></clipPath><g clip-path="url(#${id})">${engraved(p, { seed: hashOf(p.skin + p.hair), within: [240, 300, 204], spacing: radius < 90 ? 8 : 7, halo: radius >= 90, featureWeight: 1.3 })}</g></g>`
  )
}

/** An agent's portrait: a head and shoulders in a tall frame shown at about 100 px wide, so
 *  the head is small in it and the features are cut a little bolder. */
const agentPortrait = (p: Person) =>
  engraved(p, { seed: hashOf(p.skin + p.hair + p.hairStyle), featureWeight: 1.4 })

const portraitCanvas = (glow: Canvas['glow']): Canvas => ({ width: 480, height: 560, glow })
art['agents/connector.svg'] = svg(
  portraitCanvas([[0.5, 0.3, 'gold']]),
  constellation(480, 560, 14, 11, 'gold') +
    agentPortrait({
      skin: '#7a4a2e',
      shade: '#5e3720',
      hair: '#1d1418',
      lips: '#4a2419',
      hairStyle: 'curls',
      outfit: 'blazer',
      accessory: 'earrings',
    }),
)
art['agents/insightful.svg'] = svg(
  portraitCanvas([[0.5, 0.3, 'violet']]),
  Array.from({ length: 9 }, (_, index) => {
    const angle = -Math.PI / 2 + (index - 4) * 0.22
    return `<line x1="240" y1="250" x2="${r1(240 + 420 * Math.cos(angle))}" y2="${r1(250 + 420 * Math.sin(angle))}" stroke="${c(index % 2 ? 'violetLight' : 'goldLight')}" stroke-opacity=".5" stroke-width="3"/>`
  }).join('') +
    agentPortrait({
      skin: '#f2cfb3',
      shade: '#d9a98a',
      hair: '#9a4f2c',
      lips: '#b8645a',
      hairStyle: 'sidePart',
      outfit: 'turtleneck',
      accessory: 'glasses',
    }),
)
art['agents/explorer.svg'] = svg(
  portraitCanvas([[0.3, 0.2, 'violet']]),
  Array.from(
    { length: 7 },
    (_, index) =>
      `<ellipse cx="${150 + index * 8}" cy="${160 - index * 4}" rx="${40 + index * 32}" ry="${26 + index * 22}" fill="none" stroke="${c(index % 2 ? 'ice' : 'violetLight')}" stroke-opacity=".5" stroke-width="2"/>`,
  ).join('') +
    agentPortrait({
      skin: '#d39a6a',
      shade: '#b27a4d',
      hair: '#141219',
      lips: '#9c4b42',
      hairStyle: 'longBangs',
      outfit: 'jacketScarf',
      accessory: 'pin',
    }),
)
art['agents/architect.svg'] = svg(
  portraitCanvas([[0.7, 0.2, 'gold']]),
  Array.from(
    { length: 12 },
    (_, index) =>
      `<line x1="${index * 44}" y1="0" x2="${index * 44}" y2="560" stroke="${c('violet')}" stroke-opacity=".35"/><line x1="0" y1="${index * 50}" x2="480" y2="${index * 50}" stroke="${c('violet')}" stroke-opacity=".35"/>`,
  ).join('') +
    `<rect x="330" y="50" width="110" height="110" fill="none" stroke="${c('gold')}" stroke-width="3"/><path d="M330 160L440 50" stroke="${c('gold')}" stroke-width="2"/>` +
    agentPortrait({
      skin: '#b07850',
      shade: '#8f5c38',
      hair: '#a7a9b4',
      lips: '#7a4036',
      hairStyle: 'waves',
      outfit: 'suit',
      accessory: 'beard',
    }),
)

// Our platform.
// On the page's own background (the sections alternate between two), glows kept inside.
const platformCanvas = (glow: Canvas['glow']): Canvas => ({
  width: 640,
  height: 480,
  glow,
  background: 'none',
})
// The squads are people, engraved as the portraits are, each in a medallion, with the work
// they share drawn in the same lines: a shared board, a job board, a clock and its coins, the
// steps of a quarter.
const squad: Person[] = [
  {
    skin: '#d39a6a',
    shade: '#b27a4d',
    hair: '#141219',
    lips: '#9c4b42',
    hairStyle: 'sidePart',
    outfit: 'turtleneck',
    accessory: 'glasses',
  },
  {
    skin: '#7a4a2e',
    shade: '#5e3720',
    hair: '#1d1418',
    lips: '#4a2419',
    hairStyle: 'waves',
    outfit: 'blazer',
    accessory: 'beard',
  },
  {
    skin: '#f2cfb3',
    shade: '#d9a98a',
    hair: '#9a4f2c',
    lips: '#b8645a',
    hairStyle: 'longBangs',
    outfit: 'jacketScarf',
    accessory: 'earrings',
  },
  {
    skin: '#c99574',
    shade: '#a9775a',
    hair: '#3a2418',
    lips: '#8a4a3c',
    hairStyle: 'curls',
    outfit: 'suit',
    accessory: 'pin',
  },
]
const member = (index: number) => squad[index % squad.length]!

art['platform/collaboration.svg'] = svg(
  platformCanvas([[0.5, 0.5, 'violet']]),
  (
    [
      [150, 124],
      [490, 124],
      [490, 356],
      [150, 356],
    ] as const
  )
    .map(
      ([x, y], index, corners) =>
        stroke(`M320 240L${x} ${y}`, 'gold', 2.5) +
        // Neighbours on the squad are linked too: they find each other, not only the centre.
        stroke(
          `M${x} ${y}L${corners[(index + 1) % 4]![0]} ${corners[(index + 1) % 4]![1]}`,
          'violetLight',
          1.5,
          0.6,
        ),
    )
    .join('') +
    `<circle cx="320" cy="240" r="52" fill="${c('deep')}"/>` +
    hatch(circlePoints(320, 240, 52), 'violetLight', { angle: 35, spacing: 5, opacity: 0.6 }) +
    circle(320, 240, 52, 'gold', 3) +
    star(320, 240, 24, 'goldLight') +
    [
      [150, 124],
      [490, 124],
      [490, 356],
      [150, 356],
    ]
      .map(([x, y], index) => medallion(x!, y!, 78, member(index), `squad${index}`))
      .join(''),
)
art['platform/management.svg'] = svg(
  platformCanvas([[0.3, 0.3, 'gold']]),
  [0, 1]
    .flatMap((column) =>
      [0, 1, 2].map((row) => {
        const [x, y] = [340 + column * 140, 80 + row * 112]
        const lit = column === 0 && row === 1
        const card: Point[] = [
          [x, y],
          [x + 124, y],
          [x + 124, y + 96],
          [x, y + 96],
        ]
        return (
          `<path d="${polygon(card)}" fill="${c('deep')}"/>` +
          (lit ? hatch(card, 'gold', { angle: 30, spacing: 5, opacity: 0.45 }) : '') +
          hatch(
            card.map(([px, py]) => [px, Math.min(py, y + 22)] as Point),
            lit ? 'goldLight' : 'violetLight',
            {
              angle: 90,
              spacing: 4,
              opacity: 0.7,
            },
          ) +
          stroke(polygon(card), lit ? 'goldLight' : 'muted', lit ? 3 : 2) +
          stroke(
            `M${x + 14} ${y + 44}h76M${x + 14} ${y + 62}h52`,
            lit ? 'cream' : 'violetLight',
            2.5,
            lit ? 1 : 0.6,
          ) +
          (lit ? stroke(`M${x + 92} ${y + 70}l8 8 14-16`, 'goldLight', 3) : '')
        )
      }),
    )
    .join('') +
    stroke('M262 240C300 240 300 232 340 232', 'gold', 2.5) +
    medallion(160, 240, 104, member(2), 'member'),
)
art['platform/productivity.svg'] = svg(
  platformCanvas([[0.35, 0.45, 'violet']]),
  // The clock: its dial engraved, the shaded half hatched; the hands at a working hour.
  `<circle cx="400" cy="190" r="104" fill="${c('deep')}"/>` +
    hatch(circlePoints(400, 190, 104), 'violetLight', {
      angle: 60,
      spacing: 5,
      opacity: 0.5,
      reach: 0.45,
    }) +
    circle(400, 190, 104, 'cream', 3) +
    stroke(
      Array.from({ length: 12 }, (_, hour) => {
        const angle = (hour / 12) * Math.PI * 2
        const [inner, outer] = hour % 3 ? [88, 96] : [80, 96]
        return `M${r1(400 + inner * Math.cos(angle))} ${r1(190 + inner * Math.sin(angle))}L${r1(400 + outer * Math.cos(angle))} ${r1(190 + outer * Math.sin(angle))}`
      }).join(''),
      'cream',
      2.5,
    ) +
    stroke('M400 190V122M400 190L448 214', 'gold', 5) +
    stroke('M480 278C510 310 520 330 520 350', 'gold', 2.5, 0.8) +
    // The coins: each rim hatched upright, the top one lit.
    [0, 1, 2, 3, 4]
      .map((coin) => {
        const y = 432 - coin * 18
        const rim: Point[] = [
          [464, y - 8],
          [576, y - 8],
          [576, y + 4],
          [464, y + 4],
        ]
        return (
          `<ellipse cx="520" cy="${y + 4}" rx="56" ry="14" fill="${c('deep')}" stroke="${c('gold')}" stroke-width="2"/>` +
          `<path d="${polygon(rim)}" fill="${c('deep')}"/>` +
          hatch(rim, 'gold', { angle: 90, spacing: 4, opacity: 0.8 }) +
          `<ellipse cx="520" cy="${y - 8}" rx="56" ry="14" fill="${c('deep')}" stroke="${c(coin === 4 ? 'goldLight' : 'gold')}" stroke-width="2.5"/>`
        )
      })
      .join('') +
    hatch(circlePoints(520, 352, 56, 14), 'goldLight', {
      angle: 20,
      spacing: 4,
      opacity: 0.7,
      reach: 0.6,
    }) +
    medallion(150, 300, 96, member(0), 'member'),
)
art['platform/optimization.svg'] = svg(
  platformCanvas([[0.8, 0.2, 'gold']]),
  [0, 1, 2, 3, 4]
    .map((step) => {
      const [x, top] = [250 + step * 64, 392 - (step + 1) * 48]
      const block: Point[] = [
        [x, top],
        [x + 60, top],
        [x + 60, 400],
        [x, 400],
      ]
      const lit = step === 4
      return (
        `<path d="${polygon(block)}" fill="${c('deep')}"/>` +
        hatch(block, lit ? 'goldLight' : 'violetLight', {
          angle: 45,
          spacing: lit ? 4 : 6,
          opacity: lit ? 0.8 : 0.5,
        }) +
        stroke(polygon(block), lit ? 'goldLight' : 'violetLight', 2.5)
      )
    })
    .join('') +
    stroke('M230 400H600', 'cream', 2.5) +
    stroke('M262 330L326 282L390 234L454 186L518 138', 'gold', 2.5, 0.8) +
    star(566, 100, 30, 'goldLight') +
    medallion(130, 210, 100, member(1), 'member'),
)

// Audiobook seasons and the book.
const coverCanvas = (glow: Canvas['glow']): Canvas => ({
  width: 600,
  height: 600,
  glow,
  background: 'none',
})
art['seasons/season-1.svg'] = svg(
  coverCanvas([[0.5, 0.5, 'gold']]),
  orbits(300, 300, [130, 190, 250], 0.38, 'goldLight', 21) +
    planet(300, 300, 72, 'goldLight', 'gold', 's1') +
    sparkles(600, 600, 50, 22),
)
art['seasons/season-2.svg'] = svg(
  coverCanvas([[0.5, 0.7, 'violet']]),
  Array.from({ length: 9 }, (_, row) =>
    Array.from(
      { length: 13 },
      (_, column) =>
        `<circle cx="${60 + column * 40}" cy="${380 + row * 24}" r="${r1(1.5 + ((row + column) % 4))}" fill="${c((row + column) % 5 === 0 ? 'goldLight' : 'violetLight')}" fill-opacity=".8"/>`,
    ).join(''),
  ).join('') +
    `<path d="M90 370A210 210 0 0 1 510 370" fill="none" stroke="${c('violetLight')}" stroke-width="4"/><path d="M150 370A150 150 0 0 1 450 370" fill="none" stroke="${c('violet')}" stroke-width="3" stroke-dasharray="4 8"/>` +
    star(300, 230, 28, 'goldLight'),
)
const profile = (x: number, flip: boolean, color: Color) => {
  const s = flip ? -1 : 1
  return `<path d="M${x} 170C${x + s * 70} 170 ${x + s * 100} 220 ${x + s * 96} 270L${x + s * 120} 320L${x + s * 94} 330C${x + s * 96} 370 ${x + s * 80} 390 ${x + s * 50} 390L${x + s * 50} 440H${x}Z" fill="${c(color)}"/>`
}
art['seasons/season-3.svg'] = svg(
  coverCanvas([[0.5, 0.5, 'violet']]),
  `<circle cx="300" cy="300" r="220" fill="none" stroke="${c('gold')}" stroke-width="3"/>` +
    profile(150, false, 'gold') +
    profile(450, true, 'violetLight') +
    `<circle cx="300" cy="260" r="10" fill="${c('cream')}"/>`,
)
art['seasons/season-4.svg'] = svg(
  coverCanvas([[0.5, 0.62, 'gold']]),
  Array.from({ length: 15 }, (_, index) => {
    const angle = Math.PI + (index / 14) * Math.PI
    return `<line x1="300" y1="370" x2="${r1(300 + 400 * Math.cos(angle))}" y2="${r1(370 + 400 * Math.sin(angle))}" stroke="${c(index % 2 ? 'violetLight' : 'goldLight')}" stroke-opacity=".55" stroke-width="2"/>`
  }).join('') +
    `<rect y="370" width="600" height="230" fill="${c('deep')}"/><line x1="0" y1="370" x2="600" y2="370" stroke="${c('gold')}" stroke-width="3"/>` +
    `<circle cx="300" cy="370" r="22" fill="${c('cream')}"/>` +
    sparkles(600, 360, 40, 23),
)
art['book/cover.svg'] = svg(
  { width: 400, height: 560, glow: [[0.5, 0.45, 'gold']], background: 'deep' },
  Array.from(
    { length: 9 },
    (_, index) =>
      `<path d="M0 ${400 + index * 18}C120 ${370 + index * 20} 260 ${430 + index * 14} 400 ${390 + index * 18}" fill="none" stroke="${c('violetLight')}" stroke-opacity="${r1(0.9 - index * 0.08)}" stroke-width="2"/>`,
  ).join('') +
    planet(200, 300, 80, 'goldLight', 'gold', 'book') +
    `<rect x="24" y="24" width="352" height="512" fill="none" stroke="${c('gold')}" stroke-opacity=".6"/>` +
    // The title in Fraunces, as the site sets its headings; the imprint in Inter. The page's alt
    // text names the book, so the outlined words are not lost to assistive technology.
    [
      ['THE DIGITAL', 96],
      ['HABITAT', 138],
    ]
      .map(([words, y]) =>
        outlined(String(words), {
          family: 'fraunces',
          weight: 600,
          size: 34,
          x: 200,
          y: Number(y),
          anchor: 'middle',
          letterSpacing: 2,
          fill: c('cream'),
        }),
      )
      .join('') +
    outlined('NOVA CLUB THINK TANK', {
      family: 'inter',
      weight: 700,
      size: 13,
      x: 200,
      y: 510,
      anchor: 'middle',
      letterSpacing: 3,
      fill: c('goldLight'),
    }),
)

// Home.
art['home/hero-nova.svg'] = svg(
  {
    width: 560,
    height: 560,
    background: 'none',
    glow: [[0.5, 0.5, 'gold']],
  },
  orbits(280, 280, [120, 175, 235], 1, 'violetLight', 31) +
    `<circle cx="280" cy="280" r="92" fill="none" stroke="${c('gold')}" stroke-opacity=".5" stroke-width="1.5"/>` +
    star(280, 280, 84, 'gold') +
    `<circle cx="280" cy="280" r="16" fill="${c('bg')}"/>` +
    sparkles(560, 560, 70, 32),
)
art['home/agent-guide.svg'] = svg(
  {
    width: 480,
    height: 480,
    background: 'none',
    glow: [[0.5, 0.5, 'violet']],
  },
  `<path d="M60 420C140 400 150 330 210 320S330 300 350 220S400 110 410 90" fill="none" stroke="${c('violetLight')}" stroke-width="4" stroke-dasharray="10 10"/>` +
    [
      [60, 420],
      [210, 320],
      [350, 220],
    ]
      .map(
        ([x, y], index) =>
          `<circle cx="${x}" cy="${y}" r="16" fill="${c('bg')}" stroke="${c('gold')}" stroke-width="3"/>` +
          outlined(String(index + 1), {
            family: 'inter',
            weight: 700,
            size: 14,
            x: x!,
            y: y! + 5,
            anchor: 'middle',
            fill: c('goldLight'),
          }),
      )
      .join('') +
    star(410, 80, 40, 'goldLight') +
    // The agent who walks the path with the member: a portrait, not a silhouette.
    medallion(130, 130, 76, {
      skin: '#d39a6a',
      shade: '#b27a4d',
      hair: '#141219',
      lips: '#9c4b42',
      hairStyle: 'longBangs',
      outfit: 'jacketScarf',
      accessory: 'pin',
    }) +
    sparkles(480, 480, 40, 33),
)

// The heroes of the join and membership pages: decorative, on the page's own background.
const heroCanvas = (glow: Canvas['glow']): Canvas => ({
  width: 560,
  height: 480,
  background: 'none',
  glowRadius: 0.4,
  glow,
})

// /no-token: a lit doorway at the end of a path of four steps.
art['heroes/no-token.svg'] = svg(
  heroCanvas([
    [0.62, 0.45, 'gold'],
    [0.36, 0.6, 'violet'],
  ]),
  `<defs><linearGradient id="door" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c('goldLight')}"/><stop offset="1" stop-color="${c('gold')}" stop-opacity=".15"/></linearGradient></defs>` +
    [0, 1, 2]
      .map(
        (ring) =>
          `<path d="M${300 - ring * 26} 400V${200 - ring * 4}A${90 + ring * 26} ${90 + ring * 26} 0 0 1 ${480 + ring * 26} ${200 - ring * 4}V400" fill="none" stroke="${c(ring === 1 ? 'violetLight' : 'gold')}" stroke-opacity="${r1(0.8 - ring * 0.25)}" stroke-width="${ring === 0 ? 4 : 2}"/>`,
      )
      .join('') +
    `<path d="M316 400V204A74 74 0 0 1 464 204V400Z" fill="url(#door)"/>` +
    `<path d="M40 440C120 430 150 380 210 384S300 404 390 400" fill="none" stroke="${c('violetLight')}" stroke-width="3" stroke-dasharray="8 9"/>` +
    [
      [40, 440],
      [124, 414],
      [210, 384],
      [300, 400],
    ]
      .map(
        ([x, y], index) =>
          `<circle cx="${x}" cy="${y}" r="${index === 3 ? 12 : 9}" fill="${c(index === 3 ? 'goldLight' : 'bg')}" stroke="${c('gold')}" stroke-width="3"/>`,
      )
      .join('') +
    star(390, 120, 26, 'goldLight') +
    sparkles(560, 480, 40, 41),
)

// /i-want-a-password: an invitation card rising from its envelope, sealed with the club's star.
art['heroes/invitation.svg'] = svg(
  heroCanvas([
    [0.55, 0.4, 'gold'],
    [0.4, 0.65, 'violet'],
  ]),
  // The card, behind the envelope's front: a title line, two lines of text, a signature.
  `<rect x="170" y="70" width="220" height="250" rx="16" fill="${c('surface')}" stroke="${c('gold')}" stroke-width="2.5"/>` +
    `<rect x="200" y="110" width="120" height="12" rx="6" fill="${c('gold')}"/>` +
    [150, 176]
      .map(
        (y, row) =>
          `<rect x="200" y="${y}" width="${row ? 110 : 160}" height="9" rx="4.5" fill="${c('muted')}"/>`,
      )
      .join('') +
    `<path d="M200 236c18-16 30 10 48-4s26-12 40 0" fill="none" stroke="${c('violetLight')}" stroke-width="3" stroke-linecap="round"/>` +
    // The envelope: its back flap open, its front over the card's lower half.
    `<path d="M110 250L280 130L450 250" fill="none" stroke="${c('violetLight')}" stroke-opacity="0.7" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M110 250H450V420H110Z" fill="${c('surface')}" stroke="${c('violetLight')}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M110 250L280 350L450 250" fill="none" stroke="${c('violetLight')}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="280" cy="350" r="30" fill="${c('bg')}" stroke="${c('gold')}" stroke-width="3"/>` +
    star(280, 350, 18, 'goldLight') +
    star(470, 90, 22, 'goldLight') +
    sparkles(560, 480, 36, 43),
)

// /reach-out-a-talent-agent: a message and its answer, with the agent's portrait.
/** A speech bubble with a few lines of text; its tail points down, right (1) or left (-1). */
function bubble(x: number, y: number, width: number, rows: number, color: Color, tail: 1 | -1) {
  const bottom = y + 40 + rows * 26
  const start = tail > 0 ? x + width - 70 : x + 40
  // An open path: its fill covers the bubble's border between the tail's two sides.
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${bottom - y}" rx="22" fill="${c('surface')}" stroke="${c(color)}" stroke-width="2.5"/>` +
    `<path d="M${start} ${bottom - 2}L${start + (tail > 0 ? 40 : -10)} ${bottom + 24}L${start + 30} ${bottom - 2}" fill="${c('surface')}" stroke="${c(color)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    Array.from(
      { length: rows },
      (_, row) =>
        `<rect x="${x + 24}" y="${y + 26 + row * 26}" width="${r1((width - 48) * (row === rows - 1 ? 0.55 : 1))}" height="10" rx="5" fill="${c(row === 0 ? color : 'muted')}"/>`,
    ).join('')
  )
}
art['heroes/reach-out.svg'] = svg(
  heroCanvas([
    [0.62, 0.4, 'violet'],
    [0.36, 0.6, 'gold'],
  ]),
  bubble(40, 60, 300, 3, 'violetLight', 1) +
    bubble(200, 250, 300, 2, 'gold', -1) +
    medallion(120, 380, 62, {
      skin: '#7a4a2e',
      shade: '#5e3720',
      hair: '#1d1418',
      lips: '#4a2419',
      hairStyle: 'curls',
      outfit: 'blazer',
      accessory: 'earrings',
    }) +
    star(470, 70, 20, 'goldLight') +
    sparkles(560, 480, 30, 42),
)

// /memberships: Premium, Master, Elite as three rising tiers, one star more on each.
art['heroes/memberships.svg'] = svg(
  heroCanvas([
    [0.55, 0.45, 'gold'],
    [0.64, 0.6, 'violet'],
  ]),
  [0, 1, 2]
    .map((level) => {
      const x = 70 + level * 150
      const height = 150 + level * 90
      const top = 420 - height
      const color: Color = level === 2 ? 'gold' : level === 1 ? 'violetLight' : 'muted'
      return (
        `<rect x="${x}" y="${top}" width="120" height="${height}" rx="14" fill="${c(level === 2 ? 'surface' : 'deep')}" stroke="${c(color)}" stroke-width="${level === 2 ? 3 : 2}"/>` +
        Array.from({ length: level + 1 }, (_, index) =>
          star(
            x + 60 + (index - level / 2) * 30,
            top + 40,
            11,
            level === 2 ? 'goldLight' : 'violetLight',
          ),
        ).join('') +
        `<rect x="${x + 24}" y="${top + 72}" width="72" height="8" rx="4" fill="${c(color)}" fill-opacity=".8"/><rect x="${x + 24}" y="${top + 92}" width="52" height="8" rx="4" fill="${c('muted')}"/>`
      )
    })
    .join('') +
    `<path d="M40 420H520" stroke="${c('gold')}" stroke-opacity=".6" stroke-width="2"/>` +
    `<path d="M90 230C170 200 260 150 430 60" fill="none" stroke="${c('goldLight')}" stroke-width="3" stroke-dasharray="6 8"/>` +
    star(440, 56, 18, 'goldLight') +
    sparkles(560, 480, 40, 43),
)

// /memberships-redeem: points turned into rewards: coins, a ticket, a day off.
art['heroes/redeem.svg'] = svg(
  heroCanvas([
    [0.6, 0.5, 'gold'],
    [0.36, 0.4, 'violet'],
  ]),
  [0, 1, 2, 3, 4, 5]
    .map(
      (coin) =>
        `<ellipse cx="130" cy="${400 - coin * 22}" rx="70" ry="20" fill="${c(coin === 5 ? 'goldLight' : 'gold')}" stroke="${c('bg')}" stroke-width="2.5"/>`,
    )
    .join('') +
    star(130, 290, 12, 'bg') +
    `<path d="M200 250C240 210 270 200 300 200" fill="none" stroke="${c('violetLight')}" stroke-width="3" stroke-dasharray="6 8"/>` +
    `<g transform="rotate(-8 400 190)"><path d="M290 130H510V170A22 22 0 0 0 510 214V254H290V214A22 22 0 0 0 290 170Z" fill="${c('surface')}" stroke="${c('gold')}" stroke-width="3"/><path d="M370 136V248" stroke="${c('gold')}" stroke-width="2" stroke-dasharray="5 7"/>` +
    star(330, 192, 18, 'goldLight') +
    `<rect x="394" y="162" width="90" height="10" rx="5" fill="${c('violetLight')}"/><rect x="394" y="184" width="64" height="8" rx="4" fill="${c('muted')}"/><rect x="394" y="204" width="76" height="8" rx="4" fill="${c('muted')}"/></g>` +
    `<rect x="330" y="300" width="150" height="130" rx="14" fill="${c('deep')}" stroke="${c('violetLight')}" stroke-width="2.5"/><path d="M330 340H480" stroke="${c('violetLight')}" stroke-width="2.5"/><path d="M366 290V312M444 290V312" stroke="${c('violetLight')}" stroke-width="5" stroke-linecap="round"/>` +
    [0, 1, 2, 3]
      .map(
        (day) =>
          `<rect x="${348 + day * 30}" y="356" width="20" height="20" rx="5" fill="${c(day === 2 ? 'gold' : 'muted')}" fill-opacity="${day === 2 ? 1 : 0.6}"/>`,
      )
      .join('') +
    `<rect x="348" y="390" width="20" height="20" rx="5" fill="${c('muted')}" fill-opacity=".6"/><rect x="378" y="390" width="20" height="20" rx="5" fill="${c('gold')}"/>` +
    sparkles(560, 480, 40, 44),
)

// /our-platform: the member's workspace as one window: a job card, a week of tracked hours,
// a paid invoice and the Talent Agent's message.
art['heroes/platform.svg'] = svg(
  heroCanvas([
    [0.58, 0.42, 'violet'],
    [0.4, 0.62, 'gold'],
  ]),
  sparkles(560, 480, 34, 45) +
    `<rect x="50" y="70" width="460" height="330" rx="18" fill="${c('deep')}" stroke="${c('muted')}" stroke-width="2"/>` +
    `<path d="M50 112H510" stroke="${c('muted')}" stroke-width="2"/>` +
    ['gold', 'violetLight', 'muted']
      .map(
        (color, dot) => `<circle cx="${78 + dot * 22}" cy="91" r="6" fill="${c(color as Color)}"/>`,
      )
      .join('') +
    // The job card, lit: the project that fits.
    `<rect x="74" y="134" width="196" height="112" rx="12" fill="${c('surface')}" stroke="${c('gold')}" stroke-width="2.5"/>` +
    star(100, 162, 10, 'goldLight') +
    `<rect x="118" y="156" width="120" height="10" rx="5" fill="${c('goldLight')}"/><rect x="94" y="186" width="150" height="8" rx="4" fill="${c('muted')}"/><rect x="94" y="204" width="110" height="8" rx="4" fill="${c('muted')}"/><rect x="94" y="222" width="60" height="12" rx="6" fill="${c('violet')}" fill-opacity=".7"/>` +
    // A week of tracked hours.
    `<rect x="290" y="134" width="196" height="112" rx="12" fill="${c('surface')}" stroke="${c('muted')}" stroke-width="2"/>` +
    [38, 62, 48, 74, 56]
      .map(
        (height, day) =>
          `<rect x="${312 + day * 34}" y="${228 - height}" width="20" height="${height}" rx="4" fill="${c(day === 3 ? 'gold' : 'violetLight')}" fill-opacity="${day === 3 ? 1 : 0.7}"/>`,
      )
      .join('') +
    // The invoice, paid.
    `<rect x="74" y="266" width="196" height="110" rx="12" fill="${c('surface')}" stroke="${c('muted')}" stroke-width="2"/>` +
    `<rect x="94" y="288" width="90" height="10" rx="5" fill="${c('cream')}" fill-opacity=".85"/><rect x="94" y="312" width="140" height="8" rx="4" fill="${c('muted')}"/><rect x="94" y="330" width="120" height="8" rx="4" fill="${c('muted')}"/>` +
    `<circle cx="236" cy="346" r="16" fill="${c('gold')}"/><path d="M228 346L234 352L245 340" fill="none" stroke="${c('bg')}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    // The agent, a message away.
    bubble(290, 266, 196, 2, 'violetLight', -1) +
    medallion(452, 404, 44, {
      skin: '#c99574',
      shade: '#a9775a',
      hair: '#3a2418',
      lips: '#8a4a3c',
      hairStyle: 'waves',
      outfit: 'turtleneck',
      accessory: 'glasses',
    }) +
    star(500, 48, 18, 'goldLight'),
)

// /memberships-how-to-earn: three ways to earn as three paths that meet in the club's star.
art['heroes/earn.svg'] = svg(
  heroCanvas([
    [0.6, 0.34, 'gold'],
    [0.34, 0.62, 'violet'],
  ]),
  sparkles(560, 480, 40, 46) +
    (
      [
        [80, 400, 'violetLight'],
        [250, 430, 'gold'],
        [480, 400, 'violetLight'],
      ] as const
    )
      .map(
        ([x, y, color], path) =>
          `<path d="M${x} ${y - 22}C${x} ${y - 140} ${r1(330 + (x - 330) * 0.4)} ${260 + path * 10} 330 196" fill="none" stroke="${c(color)}" stroke-width="3" stroke-dasharray="7 9"/>` +
          `<circle cx="${x}" cy="${y}" r="22" fill="${c('surface')}" stroke="${c(color)}" stroke-width="3"/>` +
          outlined(String(path + 1), {
            family: 'fraunces',
            weight: 700,
            size: 22,
            x,
            y: y + 8,
            anchor: 'middle',
            fill: c(color),
          }),
      )
      .join('') +
    `<circle cx="330" cy="150" r="46" fill="${c('deep')}" stroke="${c('gold')}" stroke-width="3"/>` +
    star(330, 150, 30, 'goldLight') +
    [0, 1, 2]
      .map(
        (ring) =>
          `<circle cx="330" cy="150" r="${62 + ring * 18}" fill="none" stroke="${c('gold')}" stroke-opacity="${r1(0.5 - ring * 0.15)}" stroke-width="1.5"/>`,
      )
      .join(''),
)

// Partners: fictional companies, each a small mark and a wordmark.
const partnerMarks: Record<string, string> = {
  quillfield: `<path d="M8 44C20 20 40 12 56 10C48 28 34 42 8 44Z" fill="currentColor"/>`,
  brightkeel: `<path d="M6 34H58L46 50H18Z" fill="currentColor"/><path d="M32 8V32M32 8L48 30H32" fill="none" stroke="currentColor" stroke-width="3"/>`,
  orrery: `<circle cx="32" cy="32" r="8" fill="currentColor"/><circle cx="32" cy="32" r="20" fill="none" stroke="currentColor" stroke-width="2.5"/><circle cx="52" cy="32" r="4" fill="currentColor"/>`,
  'lathe-lumen': `<rect x="10" y="14" width="18" height="36" fill="currentColor"/><circle cx="44" cy="32" r="12" fill="none" stroke="currentColor" stroke-width="4"/>`,
  'cobalt-meridian': `<circle cx="32" cy="32" r="22" fill="none" stroke="currentColor" stroke-width="3"/><path d="M32 10V54M14 22C26 30 38 30 50 22" fill="none" stroke="currentColor" stroke-width="3"/>`,
  verdigris: `<path d="M10 32C10 18 30 18 32 32S54 46 54 32 34 18 32 32 10 46 10 32Z" fill="none" stroke="currentColor" stroke-width="4"/>`,
  parallax: `<path d="M8 50L24 14H36L20 50Z M28 50L44 14H56L40 50Z" fill="currentColor"/>`,
  tidewright: `<path d="M6 30C14 22 22 22 30 30S46 38 54 30M6 42C14 34 22 34 30 42S46 50 54 42" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/>`,
  kestrelgrid: `<path d="M8 40L32 16L56 40L44 40L32 28L20 40Z" fill="currentColor"/><path d="M20 48H44" stroke="currentColor" stroke-width="4"/>`,
}
const partnerNames: Record<string, string> = {
  quillfield: 'Quillfield',
  brightkeel: 'Brightkeel',
  orrery: 'Orrery Works',
  'lathe-lumen': 'Lathe & Lumen',
  'cobalt-meridian': 'Cobalt Meridian',
  verdigris: 'Verdigris Loop',
  parallax: 'Parallax',
  tidewright: 'Tidewright',
  kestrelgrid: 'Kestrelgrid',
}
for (const [file, mark] of Object.entries(partnerMarks)) {
  // The wordmark in Inter, outlined; the logo's alt on the page is the company's name.
  const wordmark = outlined(partnerNames[file]!, {
    family: 'inter',
    weight: 700,
    size: 18,
    x: 68,
    y: 39,
    maxWidth: 126,
    fill: 'currentColor',
  })
  art[`partners/${file}.svg`] =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64" width="200" height="64" color="${c('cream')}">${mark}${wordmark}</svg>\n`
}

// Media stills: a title card for every video and episode, drawn from its kind, title and index
// (the same item always gets the same picture). The title itself is set over it in the page, in
// the club's type; the picture leaves the left side quiet for it and draws its motif on the right.
/** A number from a string (FNV-1a): the seed of an item's picture. */
function hashOf(text: string) {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash
}

const stillPalettes: Record<StillKind, [Color, Color]> = {
  video: ['gold', 'violet'],
  audiobook: ['gold', 'ice'],
  narration: ['violet', 'ice'],
}

function still(kind: StillKind, title: string, index: number, season?: number) {
  const seed = hashOf(`${kind}:${title}`) + index
  const next = random(seed)
  const [first, second] = stillPalettes[kind]
  const width = 960
  const height = 540
  // Each item pictures its own subject (scripts/art/still-motifs.ts), found by its file's name.
  const slug = stillOf(kind, title).replace(/^.*\/[a-z]+-|\.svg$/g, '')
  const drawMotif = stillMotifs[slug]
  if (!drawMotif) throw new Error(`No motif for the still of "${title}" (${slug})`)
  const motif = drawMotif(random(seed ^ 0x5eed))
  const cx = r1(kind === 'video' ? 690 + next() * 40 : 700 + next() * 30)
  const cy = r1(262 + next() * 16)
  // What kind of item it is, along its bottom edge: a film's sprockets, a voice's waveform.
  // Each set of marks is one path, so a still stays a few kilobytes.
  const marks =
    kind === 'video'
      ? `<path d="${Array.from({ length: 24 }, (_, hole) => `M${hole * 40 + 12} 22h18v12h-18zM${hole * 40 + 12} 506h18v12h-18z`).join('')}" fill="${c('muted')}" fill-opacity=".5"/>`
      : [first, second]
          .map((color, layer) => {
            const bars = Array.from({ length: 60 }, (_, bar) => {
              const level = r1(4 + next() * 26 * (0.4 + 0.6 * Math.abs(Math.sin(bar / 6 + seed))))
              return (bar % 5 === 0) === (layer === 0)
                ? `M${r1(43 + bar * 14.6)} 497v-${level}`
                : ''
            }).join('')
            return `<path d="${bars}" stroke="${c(color)}" stroke-opacity="${layer ? 0.45 : 0.8}" stroke-width="6" stroke-linecap="round"/>`
          })
          .join('')
  // An audiobook episode's ribbon carries its season's numeral, in Fraunces.
  // An audiobook episode's ribbon, and its season's numeral (in Fraunces) in a roundel at the
  // right, halfway down: the audio cards show a wide band across the still's middle, and the
  // roundel stays in it at every width.
  const ribbon =
    kind === 'audiobook'
      ? `<path d="M876 0H916V92L896 78L876 92Z" fill="${c('gold')}"/>` +
        `<circle cx="904" cy="270" r="25" fill="${c('deep')}" stroke="${c('gold')}" stroke-width="2.5"/>` +
        outlined(['I', 'II', 'III', 'IV'][(season ?? 1) - 1]!, {
          family: 'fraunces',
          weight: 700,
          size: 22,
          x: 904,
          y: 278,
          anchor: 'middle',
          maxWidth: 34,
          fill: c('goldLight'),
        })
      : kind === 'narration'
        ? `<circle cx="896" cy="64" r="22" fill="none" stroke="${c('violetLight')}" stroke-width="3"/><path d="M889 54V74L905 64Z" fill="${c('violetLight')}"/>`
        : ''
  return svg(
    {
      width,
      height,
      glow: [
        [0.72 + next() * 0.2, 0.2 + next() * 0.3, first],
        [0.1 + next() * 0.2, 0.85, second],
      ],
    },
    `<defs><linearGradient id="quiet" x1="0" x2="1"><stop offset="0" stop-color="${c('bg')}" stop-opacity=".75"/><stop offset=".55" stop-color="${c('bg')}" stop-opacity="0"/></linearGradient></defs>` +
      sparkles(width, height, 24, seed) +
      // Smaller on an audio item's still, whose card crops it to a wide band.
      `<g transform="translate(${cx} ${cy}) scale(${kind === 'video' ? 1.2 : 0.8})">${motif}</g>` +
      `<rect width="${width}" height="${height}" fill="url(#quiet)"/>` +
      marks +
      ribbon +
      `<rect x="10" y="10" width="940" height="520" rx="14" fill="none" stroke="${c('gold')}" stroke-opacity=".3" stroke-width="1.5"/>`,
  )
}

const media: [kind: StillKind, title: string, season?: number][] = [
  ['video', heroVideo.title],
  ...thinkTankVideos.map(({ title }): [StillKind, string] => ['video', title]),
  // The podcast's episodes are recorded on video (SPEC.md 2.1): video stills.
  ...podcastEpisodes.map(({ title }): [StillKind, string] => ['video', title]),
  ...Object.values(seasonDetails).flatMap(({ number, episodes }) =>
    episodes.map(({ title }): [StillKind, string, number] => ['audiobook', title, number]),
  ),
  ...Object.values(articleBodies).flatMap(({ audio }) =>
    audio ? [['narration', audio.title] as [StillKind, string]] : [],
  ),
]
media.forEach(([kind, title, season], index) => {
  art[stillOf(kind, title).replace('/images/', '')] = still(kind, title, index, season)
})

// Members quoted on the testimonials page: an engraved portrait each, head and shoulders,
// everything about them (skin, hair, clothes, accessory, light) drawn from their name.
const memberSkins: [skin: string, shade: string][] = [
  ['#f2cfb3', '#d9a98a'],
  ['#d39a6a', '#b27a4d'],
  ['#7a4a2e', '#5e3720'],
  ['#c99574', '#a9775a'],
  ['#b07850', '#8f5c38'],
  ['#e8b992', '#c99670'],
]
const memberHair = ['#141219', '#3a2418', '#9a4f2c', '#1d1418', '#a7a9b4', '#5a3a22']
const hairStyles: Person['hairStyle'][] = ['curls', 'sidePart', 'longBangs', 'waves']
const outfits: Person['outfit'][] = ['blazer', 'turtleneck', 'jacketScarf', 'suit']
const accessories: Person['accessory'][] = ['earrings', 'glasses', 'pin', 'beard']
testimonials.forEach(({ name }, index) => {
  const seed = hashOf(name)
  const next = random(seed)
  const pick = <T>(list: T[]) => list[(Math.floor(next() * list.length) + index) % list.length]!
  const [skin, shade] = memberSkins[(seed + index) % memberSkins.length]!
  const member: Person = {
    skin,
    shade,
    hair: pick(memberHair),
    lips: shade,
    hairStyle: hairStyles[(seed >> 3) % hairStyles.length]!,
    outfit: pick(outfits),
    accessory: pick(accessories),
  }
  art[memberPortraitOf(name).replace('/images/', '')] =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="120 130 240 240" width="240" height="240"><rect x="120" y="130" width="240" height="240" fill="${c('bg')}"/>${engraved(member, { seed, bounds: [120, 130, 360, 370] })}</svg>\n`
})

for (const [file, content] of Object.entries(art)) {
  const target = join('public/images', file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
}
console.log(`wrote ${Object.keys(art).length} images to public/images`)
