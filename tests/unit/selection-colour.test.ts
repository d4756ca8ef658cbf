// The colour of selected text (issue 47): set in the tokens, on every page, and readable.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const tokens = readFileSync('src/ui/styles/tokens.css', 'utf8')
/** The ::selection rule's two tokens: its background's and its text's. */
const selection =
  /::selection\s*{\s*background: var\((--[\w-]+)\);\s*color: var\((--[\w-]+)\);\s*}/.exec(tokens)

/** A token's value with var() followed to a hex colour. */
function resolve(name: string, depth = 0): string {
  expect(depth, `${name}: too many var() hops`).toBeLessThan(5)
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim()
  expect(value, `${name} is a token`).toBeDefined()
  const reference = /^var\((--[\w-]+)\)$/.exec(value!)
  return reference ? resolve(reference[1]!, depth + 1) : value!
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('selected text', () => {
  it('has its colours in the tokens, applied to the whole page', () => {
    expect(selection).toBeDefined()
  })

  it('reads at 4.5:1 at least', () => {
    const background = resolve(selection![1]!)
    const text = resolve(selection![2]!)
    expect(background).toMatch(/^#[0-9a-f]{6}$/i)
    expect(text).toMatch(/^#[0-9a-f]{6}$/i)
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5)
  })

  it('the measure itself: gold on gold fails it', () => {
    expect(contrast('#e2b559', '#f3cf7f')).toBeLessThan(4.5)
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })
})
