import { bookTitle } from './audiobook'
import { selfHostedPlayer } from './embeds'
import type { Image } from './types'

export interface Video {
  title: string
  description: string
  minutes: number
  embedUrl: string
}

export interface ClubEvent {
  title: string
  /** When it happens: events recur, so no calendar date goes stale. */
  cadence: string
  format: string
  description: string
}

export interface Download {
  format: 'PDF' | 'EPUB'
  href: string
  size: string
}

export interface Book {
  title: string
  subtitle: string
  description: string
  cover: Image
  downloads: Download[]
}

const video = (title: string, minutes: number, description: string): Video => ({
  title,
  description,
  minutes,
  embedUrl: selfHostedPlayer('video', 'Think Tank', title),
})

export const heroVideo: Video = video(
  'Inside the Think Tank',
  4,
  'A four-minute tour of how members research, write and argue their way to the ideas in our library.',
)

/** The topics members talk about most this season. */
export const trendHashtags: string[] = [
  '#AgenticAI',
  '#DigitalTwins',
  '#AmbientComputing',
  '#PlatformEngineering',
  '#PrivacyByDesign',
  '#RemoteCraft',
  '#GreenSoftware',
  '#Mentorship',
]

export const thinkTankVideos: Video[] = [
  video(
    'Designing Calm Technology',
    12,
    'A product designer and a firmware engineer on building devices that inform without interrupting.',
  ),
  video(
    'Twins for Every Factory',
    15,
    'How a squad of four members built a digital twin of a packaging line in six weeks, and what it found.',
  ),
  video(
    'Your First Year as a Contractor',
    10,
    'Taxes, boundaries and rituals: the practical talk our Talent Agents give every new member.',
  ),
]

export const clubEvents: ClubEvent[] = [
  {
    title: 'Build Night',
    cadence: 'First Thursday of every month',
    format: 'Online, two hours',
    description:
      'Members pair up across time zones to build something small and useful in one evening, then demo it to the club.',
  },
  {
    title: 'Think Tank Salon',
    cadence: 'Every quarter',
    format: 'In person, rotating cities',
    description:
      'An evening of short talks and long dinners around one question, hosted by a member in their home city.',
  },
  {
    title: 'Mentor Office Hours',
    cadence: 'Every Tuesday',
    format: 'Online, book a slot',
    description:
      'Thirty minutes with a senior member on a career question, a code review or a tricky client conversation.',
  },
]

export const book: Book = {
  title: bookTitle,
  subtitle: 'How we live, work and think inside the systems we build',
  description:
    'The Think Tank’s book in four parts, from the environment our technology has built around us to the future we might choose. Download the free edition, with the preface and Part One, or listen to all four parts as seasons of the audiobook.',
  cover: {
    src: '/images/book/cover.svg',
    alt: `Cover of ${bookTitle}: a gold sphere rising over violet contour lines`,
    width: 400,
    height: 560,
  },
  downloads: [
    { format: 'PDF', href: '/downloads/the-digital-habitat.pdf', size: '46 KB' },
    { format: 'EPUB', href: '/downloads/the-digital-habitat.epub', size: '5 KB' },
  ],
}
