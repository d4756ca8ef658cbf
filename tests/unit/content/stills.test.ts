// Every video and episode has its own still, drawn by scripts/art.ts.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { heroVideo, thinkTankVideos } from '../../../src/content/thinkTank'
import { podcastEpisodes } from '../../../src/content/podcasts'
import { seasonDetails } from '../../../src/content/audiobook'
import { articleBodies } from '../../../src/content/articleBodies'
import { stillOf } from '../../../src/content/stills'

const stills = [
  stillOf('video', heroVideo.title),
  ...thinkTankVideos.map(({ title }) => stillOf('video', title)),
  ...podcastEpisodes.map(({ title }) => stillOf('video', title)),
  ...Object.values(seasonDetails).flatMap(({ episodes }) =>
    episodes.map(({ title }) => stillOf('audiobook', title)),
  ),
  ...Object.values(articleBodies).flatMap(({ audio }) =>
    audio ? [stillOf('narration', audio.title)] : [],
  ),
]

describe('media stills', () => {
  it('one file per item, each its own picture, all of them small', () => {
    expect(new Set(stills).size).toBe(stills.length)
    const pictures = stills.map((still) => {
      const file = `public${still}`
      expect(existsSync(file), file).toBe(true)
      return readFileSync(file, 'utf8')
    })
    expect(new Set(pictures).size).toBe(pictures.length)
    const bytes = pictures.reduce((sum, picture) => sum + picture.length, 0)
    expect(bytes).toBeLessThan(250_000)
    for (const picture of pictures) expect(picture).toMatch(/^<svg [^>]*viewBox="0 0 960 540"/)
  })

  it('a still is named after its kind and title', () => {
    expect(stillOf('video', 'Shipping With an AI Pair')).toBe(
      '/images/stills/video-shipping-with-an-ai-pair.svg',
    )
    expect(stillOf('narration', 'Corporate Culture or Corporate Cult? (narrated)')).toBe(
      '/images/stills/narration-corporate-culture-or-corporate-cult-narrated-.svg',
    )
  })
})
