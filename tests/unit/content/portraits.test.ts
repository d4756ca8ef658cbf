// People are drawn, never photographed: an engraved portrait per member and per Talent Agent.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { memberPortraitOf, testimonials } from '../../../src/content/testimonials'
import { talentAgents } from '../../../src/content/talentAgents'

describe('portraits', () => {
  it('every quoted member has their own engraved portrait, as SVG', () => {
    const files = testimonials.map(({ name }) => `public${memberPortraitOf(name)}`)
    expect(new Set(files).size).toBe(files.length)
    const pictures = files.map((file) => {
      expect(existsSync(file), file).toBe(true)
      return readFileSync(file, 'utf8')
    })
    expect(new Set(pictures).size).toBe(pictures.length)
    for (const picture of pictures) {
      expect(picture).toMatch(/^<svg /)
      expect(picture).not.toMatch(/<image|data:image/) // no embedded bitmap
      expect(picture.length).toBeLessThan(30_000)
    }
  })

  it('a name with accents gets a plain file name', () => {
    expect(memberPortraitOf('Lucía Ferrando')).toBe('/images/people/lucia-ferrando.svg')
  })

  it('the Talent Agents are engraved too (lines, no embedded bitmap)', () => {
    for (const { photo } of talentAgents) {
      const picture = readFileSync(`public${photo.src}`, 'utf8')
      expect(picture).not.toMatch(/<image|data:image/)
      expect(picture).toMatch(/stroke-linecap="round"/)
    }
  })
})
