/** The film of the interview overlay, 'Discover the Next Generation Interview' (SPEC.md 2.8):
 *  written for the invited candidate. The club's player draws it scene by scene
 *  (src/ui/interview/film); these captions are its words, shown on screen and read out by
 *  screen readers as it plays. Each scene lasts `sceneSeconds`, its captions share it equally. */
export interface FilmScene {
  /** What the scene shows, for the transcript and the picture's description. */
  title: string
  captions: readonly string[]
}

export const sceneSeconds = 12

export const filmScenes: readonly FilmScene[] = [
  {
    title: 'The Next Generation Interview',
    captions: [
      'You have been invited to interview with Nova Club. Here is how it works.',
      'It is a conversation on camera, at your own pace, and you choose when to have it.',
    ],
  },
  {
    title: 'A conversation, not a quiz',
    captions: [
      'The interviewer is an AI that talks with you about the position you were invited to.',
      'It listens, and it follows up on what you say, the way a good colleague would.',
    ],
  },
  {
    title: 'Before you start',
    captions: [
      'Use a computer with a stable connection, in a quiet space.',
      'Allow your camera and microphone, and turn on Do Not Disturb.',
    ],
  },
  {
    title: 'Your access code',
    captions: [
      'Your invitation came with an access code.',
      'Enter it when you press Start Interview, and the interview opens.',
    ],
  },
  {
    title: 'What you will be asked',
    captions: [
      'Expect questions about your experience, the work of the project, and the skills it needs.',
      'There are no trick questions. Take your time, and think out loud.',
    ],
  },
  {
    title: 'On your own',
    captions: [
      'Answer on your own, without tools or outside help.',
      'We want to hear how you think, not how fast you search.',
    ],
  },
  {
    title: 'Reviewed by people',
    captions: [
      'A Talent Agent reviews your interview: a person, not only a score.',
      'Then the club writes to you with the next step.',
    ],
  },
  {
    title: 'Now, or later',
    captions: [
      'Ready? Press Start Interview Now. Not today? Schedule a call with a recruiter.',
      'Welcome to the next generation interview. Good luck.',
    ],
  },
]

export const filmSeconds = filmScenes.length * sceneSeconds

export interface FilmMoment {
  /** The scene's index. */
  scene: number
  /** How far into its scene, from 0 to 1. */
  progress: number
  /** The caption on screen. */
  caption: string
  /** The caption's index in the whole film (a change is what a screen reader hears). */
  cue: number
}

/** What is on screen at `seconds` into the film (clamped to the film). */
export function filmAt(seconds: number): FilmMoment {
  const time = Math.min(Math.max(seconds, 0), filmSeconds - 0.001)
  const scene = Math.floor(time / sceneSeconds)
  const progress = (time - scene * sceneSeconds) / sceneSeconds
  const { captions } = filmScenes[scene]!
  const line = Math.min(Math.floor(progress * captions.length), captions.length - 1)
  const cue = filmScenes.slice(0, scene).reduce((count, { captions }) => count + captions.length, 0)
  return { scene, progress, caption: captions[line]!, cue: cue + line }
}

/** Every caption with the second it starts at: the transcript, whose lines seek the film. */
export const filmCues: readonly { start: number; scene: number; text: string }[] =
  filmScenes.flatMap(({ captions }, scene) =>
    captions.map((text, line) => ({
      start: scene * sceneSeconds + (line * sceneSeconds) / captions.length,
      scene,
      text,
    })),
  )

/** 75 -> '1:15'. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
