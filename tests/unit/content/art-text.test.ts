// The pictures draw their words as outlines of the club's fonts (scripts/art/outline-text.ts):
// an SVG shown by <img> cannot use the page's web fonts, so a <text> would show the visitor's
// system font instead.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = 'public/images'
const pictures = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.svg'),
)

describe('the art', () => {
  it('sets no words in a font the visitor may lack', () => {
    expect(pictures.length).toBeGreaterThan(80)
    const withText = pictures.filter((file) =>
      /<text[\s>]|font-family/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(withText).toEqual([])
  })
})
