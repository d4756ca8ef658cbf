// Words in the pictures are drawn as outlines of the club's own fonts (Fraunces and Inter, the
// variable woff2 files the site serves), never as SVG <text>: an <img>'s SVG cannot use the
// page's web fonts, so <text> would show whatever font the visitor's system has. fontkit reads
// the variable files at the weight asked for and gives each glyph's path.
import { openSync, type Font } from 'fontkit'

const fontFiles = {
  fraunces: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2',
  inter: 'node_modules/@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2',
} as const

export type Family = keyof typeof fontFiles

export interface Words {
  family: Family
  /** The weight on the font's wght axis, as the design sets it (e.g. 600 for headings). */
  weight: number
  /** Font size in the picture's units. */
  size: number
  x: number
  /** The baseline. */
  y: number
  anchor?: 'start' | 'middle'
  /** Extra space after each letter, in the picture's units (as CSS letter-spacing). */
  letterSpacing?: number
  fill: string
  /** The widest the words may be: a longer name is set smaller to fit. */
  maxWidth?: number
}

const opened = new Map<string, Font>()

function fontAt(family: Family, weight: number, size: number): Font {
  // The optical size follows the drawn size, as the browser does with font-optical-sizing.
  const opsz =
    family === 'fraunces' ? Math.min(144, Math.max(9, size)) : Math.min(32, Math.max(14, size))
  const key = `${family}|${weight}|${opsz}`
  let font = opened.get(key)
  if (!font) {
    font = openSync(fontFiles[family]).getVariation({ wght: weight, opsz })
    opened.set(key, font)
  }
  return font
}

/** Tenths of a unit: enough for glyphs drawn at a few dozen units. */
const tenths = (value: number) => Math.round(value * 10)

/** A number in tenths written short: "-.5", ".3", "12". */
const short = (value: number) => String(value / 10).replace(/^(-?)0\./, '$1.')

const letters = {
  moveTo: 'm',
  lineTo: 'l',
  quadraticCurveTo: 'q',
  bezierCurveTo: 'c',
  closePath: 'z',
}

/** The words' outline as a path's data (relative commands on a grid of tenths, so the rounding
 *  never accumulates and the files stay small), and the advance width it takes. */
export function outlineData({
  family,
  weight,
  size,
  x,
  y,
  anchor = 'start',
  letterSpacing = 0,
}: Omit<Words, 'fill'>) {
  return (text: string) => {
    const font = fontAt(family, weight, size)
    const scale = size / font.unitsPerEm
    const { glyphs, positions } = font.layout(text)
    const width =
      positions.reduce((sum, { xAdvance }) => sum + xAdvance * scale + letterSpacing, 0) -
      letterSpacing
    let penX = anchor === 'middle' ? x - width / 2 : x
    let d = ''
    let previous = ''
    // The pen, on the grid: each command is relative to where the last one ended.
    let at: [number, number] = [0, 0]
    let start: [number, number] = [0, 0]
    glyphs.forEach((glyph, index) => {
      const position = positions[index]!
      const ox = penX + position.xOffset * scale
      const oy = y - position.yOffset * scale
      for (const { command, args } of glyph.path.commands) {
        const letter = letters[command]
        if (command === 'closePath') {
          d += 'z'
          at = start
          previous = 'z'
          continue
        }
        const points: [number, number][] = []
        for (let i = 0; i < args.length; i += 2)
          points.push([tenths(ox + args[i]! * scale), tenths(oy - args[i + 1]! * scale)])
        const numbers = points.flatMap(([px, py]) => [px - at[0], py - at[1]])
        let written = numbers.map(short).join(' ').replace(/ -/g, '-')
        // A repeated command needs no letter (a moveTo's repeats would be lineTos).
        if (letter === previous && letter !== 'm')
          written = (/^-/.test(written) ? '' : ' ') + written
        else written = letter + written
        d += written
        previous = letter
        at = points[points.length - 1]!
        if (command === 'moveTo') start = at
      }
      penX += position.xAdvance * scale + letterSpacing
    })
    // The first moveTo is relative to the origin: absolute, as a path's first command is.
    return { d: d.replace(/^m/, 'M'), width }
  }
}

/** The words as one filled <path>, in place of a <text> element. */
export function outlined(text: string, words: Words): string {
  const { maxWidth = Infinity, fill } = words
  const { width } = outlineData(words)(text)
  const size = width > maxWidth ? (words.size * maxWidth) / width : words.size
  const { d } = outlineData({ ...words, size })(text)
  return `<path d="${d}" fill="${fill}"/>`
}
