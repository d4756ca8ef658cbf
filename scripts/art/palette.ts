// The brand colours and the seeded randomness that every picture of the generator shares.
export const colors = {
  bg: '#0a0b10',
  deep: '#06070b',
  surface: '#12141c',
  gold: '#e2b559',
  goldLight: '#f3cf7f',
  violet: '#7c6cf2',
  violetLight: '#b3a9ff',
  ice: '#8fd0ff',
  cream: '#f4f1ea',
  muted: '#4a4f63',
}

export type Color = keyof typeof colors

export const c = (name: Color) => colors[name]

/** One decimal, so the files stay small. */
export const r1 = (value: number) => Math.round(value * 10) / 10

/** A small seeded generator (mulberry32): the same seed draws the same picture. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
