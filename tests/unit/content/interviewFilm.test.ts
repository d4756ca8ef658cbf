// The film of the video modal: its timeline (which scene and caption is on screen when).
import { describe, expect, it } from 'vitest'
import {
  clock,
  filmAt,
  filmCues,
  filmScenes,
  filmSeconds,
  sceneSeconds,
} from '../../../src/content/interviewFilm'

describe('the interview film', () => {
  it('runs between one and two minutes, every scene captioned', () => {
    expect(filmSeconds).toBeGreaterThanOrEqual(60)
    expect(filmSeconds).toBeLessThanOrEqual(120)
    for (const scene of filmScenes) expect(scene.captions.length).toBeGreaterThan(0)
    expect(filmCues).toHaveLength(filmScenes.flatMap((scene) => scene.captions).length)
  })

  it('is written for candidates, not members', () => {
    const words = filmScenes.flatMap((scene) => [scene.title, ...scene.captions]).join(' ')
    expect(words).not.toMatch(/members hear|on the platform/i)
    expect(words).toMatch(/Start Interview Now/)
  })

  it('names the scene and caption at each moment, clamped to the film', () => {
    expect(filmAt(0)).toEqual({
      scene: 0,
      progress: 0,
      caption: filmScenes[0]!.captions[0],
      cue: 0,
    })
    expect(filmAt(sceneSeconds / 2 + 0.01).cue).toBe(1)
    expect(filmAt(sceneSeconds).scene).toBe(1)
    expect(filmAt(-5).scene).toBe(0)
    const end = filmAt(filmSeconds + 10)
    expect(end.scene).toBe(filmScenes.length - 1)
    expect(end.cue).toBe(filmCues.length - 1)
    for (const [index, cue] of filmCues.entries()) expect(filmAt(cue.start).cue).toBe(index)
  })

  it('writes times as m:ss', () => {
    expect(clock(0)).toBe('0:00')
    expect(clock(75.9)).toBe('1:15')
    expect(clock(filmSeconds)).toBe('1:36')
  })
})
