// The engraver's tools for the line pictures: outlines drawn as strokes, and shade as parallel
// hatching clipped to a shape, as on a banknote. Every picture built with them draws its forms
// from the same few lines, so the stills, the squads and the portraits read as one hand.
import { c, r1, type Color } from './palette'

export type Point = [x: number, y: number]

/** A stroked path without fill: the engraving's outline. */
export function stroke(d: string, color: Color, width = 2.5, opacity = 1) {
  return `<path d="${d}" fill="none" stroke="${c(color)}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''} stroke-linecap="round" stroke-linejoin="round"/>`
}

/** A closed polygon's path data. */
export function polygon(points: Point[]) {
  return `M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`
}

/** The points of a circle (or an ellipse), for hatching round shapes. */
export function circlePoints(cx: number, cy: number, rx: number, ry = rx, count = 36): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)]
  })
}

export function circle(cx: number, cy: number, r: number, color: Color, width = 2.5) {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${c(color)}" stroke-width="${width}"/>`
}

export interface Hatch {
  /** Degrees from horizontal. */
  angle?: number
  spacing?: number
  width?: number
  opacity?: number
  /** From 0 to 1: how far along each line the shade reaches (1, the whole line; less leaves
   *  the lit side bare, as the engraver's light does). */
  reach?: number
}

/** Parallel lines across a convex shape, clipped to it: the engraving's shade. */
export function hatch(
  shape: Point[],
  color: Color,
  { angle = 40, spacing = 5, width = 1.1, opacity = 0.8, reach = 1 }: Hatch = {},
) {
  const radians = (angle * Math.PI) / 180
  const [dx, dy] = [Math.cos(radians), Math.sin(radians)]
  const [nx, ny] = [-dy, dx]
  const offsets = shape.map(([x, y]) => x * nx + y * ny)
  const segments: string[] = []
  const low = Math.min(...offsets)
  const high = Math.max(...offsets)
  for (let offset = low + spacing / 2; offset < high; offset += spacing) {
    // Where the line at this offset crosses the shape's edges (a convex shape: two crossings).
    const crossings: number[] = []
    shape.forEach(([x1, y1], index) => {
      const [x2, y2] = shape[(index + 1) % shape.length]!
      const a = x1 * nx + y1 * ny - offset
      const b = x2 * nx + y2 * ny - offset
      if (a === b || (a > 0 && b > 0) || (a < 0 && b < 0)) return
      const t = a / (a - b)
      crossings.push((x1 + (x2 - x1) * t) * dx + (y1 + (y2 - y1) * t) * dy)
    })
    if (crossings.length < 2) continue
    const from = Math.min(...crossings)
    const to = from + (Math.max(...crossings) - from) * reach
    const at = (along: number): string =>
      `${r1(along * dx + offset * nx)} ${r1(along * dy + offset * ny)}`
    segments.push(`M${at(from)}L${at(to)}`)
  }
  return `<path d="${segments.join('')}" stroke="${c(color)}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`
}

/** A head and shoulders, as the engraver's small figure; its feet at (x, y). */
export function figure(x: number, y: number, size: number, color: Color, shaded = true) {
  const head = circlePoints(x, y - size * 0.78, size * 0.17)
  const body: Point[] = [
    [x - size * 0.32, y],
    [x - size * 0.28, y - size * 0.4],
    [x - size * 0.12, y - size * 0.55],
    [x + size * 0.12, y - size * 0.55],
    [x + size * 0.28, y - size * 0.4],
    [x + size * 0.32, y],
  ]
  return (
    stroke(polygon(head), color, 2) +
    stroke(polygon(body), color, 2) +
    (shaded
      ? hatch(head, color, { spacing: 3.5, reach: 0.6 }) +
        hatch(body, color, { spacing: 4, reach: 0.65 })
      : '')
  )
}
