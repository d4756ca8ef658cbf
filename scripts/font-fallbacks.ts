// Computes the size-adjusted fallback faces of src/ui/styles/fonts.css, so that text set in a
// local font while the web font loads takes the same room as the web font (no layout shift on
// the swap). `npx tsx scripts/font-fallbacks.ts` prints the @font-face rules to paste.
//
// The web fonts' ascent and descent, and the width ratio to this machine's fonts (DejaVu), are
// measured in Chromium (/usr/bin/chromium) on a sample of running English text. Georgia and
// Arial are not installed here: their ratio comes from Capsize's published metrics (latin
// xWidthAvg / unitsPerEm of the web font and of the local font at the same weight).
import { readFileSync } from 'node:fs'
import { launchChromium } from './lib/site-server.ts'

interface Fallback {
  /** The family name the stacks in tokens.css list. */
  family: string
  /** The local faces, by full name; the first one installed is used. */
  local: string[]
  /** The weights this face stands in for, and the weight it is compared at. */
  weights: string
  weight: number
  /** Capsize's widths (web font, local font) when the local font is not installed here. */
  published?: [web: number, local: number]
}

interface WebFont {
  family: string
  file: string
  fallbacks: Fallback[]
}

const fontFile = (name: string) =>
  `node_modules/@fontsource-variable/${name}/files/${name}-latin-wght-normal.woff2`

const fonts: WebFont[] = [
  {
    family: 'Fraunces',
    file: fontFile('fraunces'),
    fallbacks: [
      {
        family: 'Fraunces Fallback',
        local: ['Georgia'],
        weights: '100 599',
        weight: 400,
        published: [938 / 2000, 913 / 2048],
      },
      {
        family: 'Fraunces Fallback',
        local: ['Georgia Bold'],
        weights: '600 900',
        weight: 600,
        published: [969 / 2000, 1062 / 2048],
      },
      {
        family: 'Fraunces Fallback DejaVu',
        local: ['DejaVu Serif'],
        weights: '100 599',
        weight: 400,
      },
      {
        family: 'Fraunces Fallback DejaVu',
        local: ['DejaVu Serif Bold'],
        weights: '600 900',
        weight: 600,
      },
    ],
  },
  {
    family: 'Inter',
    file: fontFile('inter'),
    fallbacks: [
      // Liberation Sans and Arimo have Arial's metrics.
      {
        family: 'Inter Fallback',
        local: ['Arial', 'Liberation Sans', 'Arimo'],
        weights: '100 900',
        weight: 400,
        published: [978 / 2048, 913 / 2048],
      },
      { family: 'Inter Fallback DejaVu', local: ['DejaVu Sans'], weights: '100 900', weight: 400 },
    ],
  },
]

/** Running English text: the widths are compared on it, so common letters weigh most. */
const sample =
  'The private club for brilliant minds in tech. Work remotely on projects for ambitious ' +
  'companies around the world, with a Talent Agent at your side from day one. Your way into ' +
  'the club starts here: reach out, complete a short skills assessment, and receive a token.'

interface Measured {
  width: number
  ascent: number
  descent: number
}

// The scripts' one browser (CHROME_PATH, without the omnibox popup's renderer).
const browser = await launchChromium()
const page = await browser.newPage()
// tsx names the functions it compiles with a helper the page does not have.
await page.evaluate('window.__name = (fn) => fn')

/** Width, ascent and descent per em of `family` at `weight`, loading `data` (woff2) first. */
async function measure(family: string, weight: number, data?: string): Promise<Measured> {
  return page.evaluate(
    async ({ family, weight, data, sample }) => {
      if (data && ![...document.fonts].some((face) => face.family === family)) {
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
        document.fonts.add(await new FontFace(family, bytes, { weight: '100 900' }).load())
      }
      const size = 1000
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${weight} ${size}px '${family}'`
      const metrics = context.measureText(sample)
      return {
        width: metrics.width / size,
        ascent: metrics.fontBoundingBoxAscent / size,
        descent: metrics.fontBoundingBoxDescent / size,
      }
    },
    { family, weight, data, sample },
  )
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`
const rules: string[] = []
for (const font of fonts) {
  const data = readFileSync(font.file).toString('base64')
  for (const fallback of font.fallbacks) {
    const web = await measure(`${font.family} Web`, fallback.weight, data)
    const [webWidth, localWidth] = fallback.published ?? [
      web.width,
      (await measure(fallback.local[0]!.replace(/ Bold$/, ''), fallback.weight)).width,
    ]
    const sizeAdjust = webWidth / localWidth
    rules.push(
      [
        `@font-face {`,
        `  font-family: '${fallback.family}';`,
        `  src: ${fallback.local.map((name) => `local('${name}')`).join(', ')};`,
        `  font-weight: ${fallback.weights};`,
        `  size-adjust: ${percent(sizeAdjust)};`,
        `  ascent-override: ${percent(web.ascent / sizeAdjust)};`,
        `  descent-override: ${percent(web.descent / sizeAdjust)};`,
        `  line-gap-override: 0%;`,
        `}`,
      ].join('\n'),
    )
  }
}
await browser.close()
console.log(rules.join('\n\n'))
