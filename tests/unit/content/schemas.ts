// The shape of every content module (src/content), as zod schemas. Strict objects: a field the
// schema does not know fails, so the modules' types and these schemas cannot drift apart.
import * as z from 'zod/mini'

/** Copy: not empty, no stray spaces at either end, no placeholder text. */
export const text = z.string().check(
  z.refine(
    (value) => value.length > 0 && value.trim() === value,
    'Text must be filled and trimmed',
  ),
  z.refine((value) => !/lorem|ipsum|todo|tbd|xxx/i.test(value), 'Placeholder copy'),
)
const count = z.number().check(z.int(), z.positive())
const routePath = z.string().check(z.regex(/^\/[a-z0-9/-]*$/, 'A path of the site'))

export const image = z.strictObject({
  src: z.string().check(z.regex(/^\/images\/[a-z0-9/-]+\.svg$/, 'An SVG of public/images')),
  alt: z.string(),
  width: count,
  height: count,
})

/** Where an embedded player loads: the club's own player page or an https address, with
 *  nothing in it that does not belong in a URL (the original's season 2 episode 6 carried
 *  stray attribute text such as `" frameborder="0`). */
export const embedUrl = z.string().check(
  z.refine((value) => !/[\s"'<>]/.test(value), 'No spaces, quotes or angle brackets'),
  z.refine(
    (value) => value.startsWith('/embeds/player/?') || value.startsWith('https://'),
    'The self-hosted player or an https address',
  ),
  z.refine((value) => URL.canParse(value, 'https://novaclub.example'), 'A URL'),
)

export const pageLink = z.strictObject({
  label: text,
  to: routePath,
  hash: z.optional(text),
})

const author = z.strictObject({ name: text, role: text })

const detailSlug = z.enum([
  'our-ecosystem-article-detail-1',
  'our-ecosystem-article-detail-2',
  'our-ecosystem-article-detail-3',
])

export const articleCard = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: text,
  teaser: z.optional(text),
  author,
  readMinutes: count,
  image,
  tag: text,
  detail: z.optional(detailSlug),
})

export const articleBody = z.strictObject({
  slug: detailSlug,
  subtitle: text,
  audio: z.optional(z.strictObject({ title: text, embedUrl, minutes: count })),
  sections: z
    .array(
      z.strictObject({
        heading: z.optional(text),
        paragraphs: z.array(text).check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
})

const seasonNumber = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])

export const season = z.strictObject({
  number: seasonNumber,
  title: text,
  path: routePath,
})

export const seasonDetail = z.strictObject({
  number: seasonNumber,
  summary: text,
  about: z.optional(z.array(text)),
  cover: image,
  episodes: z.array(z.strictObject({ number: count, title: text, minutes: count, embedUrl })),
})

export const podcastEpisode = z.strictObject({
  number: count,
  title: text,
  description: text,
  minutes: count,
  embedUrl,
})

export const video = z.strictObject({ title: text, description: text, minutes: count, embedUrl })

export const clubEvent = z.strictObject({
  title: text,
  cadence: text,
  format: text,
  description: text,
})

export const book = z.strictObject({
  title: text,
  subtitle: text,
  description: text,
  cover: image,
  downloads: z.array(
    z.strictObject({
      format: z.enum(['PDF', 'EPUB']),
      href: z.string().check(z.regex(/^\/downloads\/[a-z0-9-]+\.(pdf|epub)$/)),
      size: z.string().check(z.regex(/^\d+ KB$/)),
    }),
  ),
})

export const hashtag = z.string().check(z.regex(/^#[A-Za-z0-9]+$/))

export const testimonial = z.strictObject({ quote: text, name: text, role: text, country: text })

export const talentAgent = z.strictObject({
  title: z.enum(['The Connector', 'The Insightful', 'The Explorer', 'The Architect']),
  name: text,
  role: text,
  quote: text,
  photo: image,
})

export const approachSlide = z.strictObject({
  tab: z.enum(['Collaborative', 'Remote', 'Growth', 'Goals', 'Projects']),
  title: text,
  body: text,
})

export const partner = z.strictObject({ name: text, logo: image })

const earningWay = z.strictObject({ title: text, description: text, points: count, per: text })
export const earningBlock = z.strictObject({
  id: z.enum(['referral-interviews', 'goals-recognition', 'events-mentorships']),
  title: text,
  description: text,
  ways: z.tuple([earningWay, earningWay]),
})

export const rewardType = z.strictObject({
  id: z.enum(['time-off', 'premium-perks', 'exclusive-subscriptions']),
  title: text,
  description: text,
  values: z.array(z.strictObject({ reward: text, points: count })).check(z.minLength(1)),
})

export const membershipLevel = z.strictObject({
  name: z.enum(['Premium', 'Master', 'Elite']),
  tagline: text,
  description: text,
  benefits: z.array(text).check(z.minLength(1)),
  reach: text,
})

export const platformSection = z.strictObject({
  id: z.enum(['collaboration', 'management', 'productivity', 'optimization']),
  label: text,
  title: text,
  body: text,
  features: z.array(text).check(z.minLength(1)),
  image,
})

export const purposeCard = z.strictObject({
  title: text,
  body: text,
  link: pageLink,
  image,
  activeImage: image,
})

export const journeyStep = z.strictObject({ title: text, body: text })

export const heroCopy = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  art: z.optional(image),
})
