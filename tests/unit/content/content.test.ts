import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import * as schemas from './schemas'
import { publishedArticles } from '../../../src/content/articles'
import { articleCards, articlePageCount, articlesOnPage } from '../../../src/content/memberArticles'
import { articleBodies } from '../../../src/content/articleBodies'
import { seasons } from '../../../src/content/seasons'
import { seasonDetails } from '../../../src/content/audiobook'
import { podcastEpisodes } from '../../../src/content/podcasts'
import {
  book,
  clubEvents,
  heroVideo,
  thinkTankVideos,
  trendHashtags,
} from '../../../src/content/thinkTank'
import { testimonials } from '../../../src/content/testimonials'
import { talentAgents } from '../../../src/content/talentAgents'
import { approachSlides } from '../../../src/content/approach'
import { partners } from '../../../src/content/partners'
import { earningBlocks, rewardTypes } from '../../../src/content/novaPoints'
import { membershipLevels } from '../../../src/content/memberships'
import { platformSections } from '../../../src/content/platform'
import { heroArt } from '../../../src/content/heroArt'
import { homeHero, purposeCards } from '../../../src/content/home'
import { agentHelpHero, agentSupportSteps } from '../../../src/content/journey'
import { applicationSteps, talentAgentHelps } from '../../../src/content/talentAgentJourney'

/** Parses content with its schema. The parameter's type makes the type checker confirm that
 *  the module's own type fits the schema too. */
function check<Schema extends z.ZodMiniType>(schema: Schema, content: z.infer<Schema>) {
  const result = schema.safeParse(content)
  expect(result.success ? [] : z.prettifyError(result.error)).toEqual([])
}

const list = <Schema extends z.ZodMiniType>(schema: Schema) => z.array(schema)

describe('content modules match their schemas', () => {
  it.each([
    ['articles', () => check(list(schemas.articleCard), articleCards)],
    ['article bodies', () => check(list(schemas.articleBody), Object.values(articleBodies))],
    ['seasons', () => check(list(schemas.season), seasons)],
    ['season details', () => check(list(schemas.seasonDetail), Object.values(seasonDetails))],
    ['podcast episodes', () => check(list(schemas.podcastEpisode), podcastEpisodes)],
    ['videos', () => check(list(schemas.video), [heroVideo, ...thinkTankVideos])],
    ['events', () => check(list(schemas.clubEvent), clubEvents)],
    ['book', () => check(schemas.book, book)],
    ['hashtags', () => check(list(schemas.hashtag), trendHashtags)],
    ['testimonials', () => check(list(schemas.testimonial), testimonials)],
    ['talent agents', () => check(list(schemas.talentAgent), talentAgents)],
    ['approach slides', () => check(list(schemas.approachSlide), approachSlides)],
    ['partners', () => check(list(schemas.partner), partners)],
    ['earning blocks', () => check(list(schemas.earningBlock), earningBlocks)],
    ['reward types', () => check(list(schemas.rewardType), rewardTypes)],
    ['membership levels', () => check(list(schemas.membershipLevel), membershipLevels)],
    ['platform sections', () => check(list(schemas.platformSection), platformSections)],
    ['purpose cards', () => check(list(schemas.purposeCard), purposeCards)],
    [
      'journeys',
      () =>
        check(list(schemas.journeyStep), [
          ...agentSupportSteps,
          ...applicationSteps,
          ...talentAgentHelps,
        ]),
    ],
    ['heroes', () => check(list(schemas.heroCopy), [homeHero, agentHelpHero])],
    ['hero art', () => check(list(schemas.image), Object.values(heroArt))],
  ])('%s', (_name, run) => run())

  it('keeps the pictures beside the heroes decorative (empty alt)', () => {
    const alts = Object.values(heroArt).map((image) => image.alt)
    expect(alts.length).toBeGreaterThanOrEqual(7)
    expect(new Set(alts)).toEqual(new Set(['']))
  })

  it('rejects what the schemas exist to catch', () => {
    expect(schemas.text.safeParse('Lorem ipsum dolor').success).toBe(false)
    expect(schemas.text.safeParse(' padded').success).toBe(false)
    expect(schemas.embedUrl.safeParse('https://player.example/e/6" frameborder="0').success).toBe(
      false,
    )
    expect(schemas.embedUrl.safeParse('http://player.example/e/6').success).toBe(false)
    expect(schemas.articleCard.safeParse({ ...articleCards[0], extra: 1 }).success).toBe(false)
  })
})

describe('the counts of SPEC.md 9', () => {
  it('has ten articles, three of them with a page and a body each', () => {
    expect(articleCards).toHaveLength(10)
    expect(publishedArticles.map((article) => article.detail).sort()).toEqual(
      Object.keys(articleBodies).sort(),
    )
  })

  it('pages the ten articles so that every one appears exactly once', () => {
    const shown = Array.from({ length: articlePageCount }, (_, index) =>
      articlesOnPage(index + 1),
    ).flat()
    expect(shown.map((article) => article.id)).toEqual(articleCards.map((article) => article.id))
  })

  it('reads the known articles as SPEC.md 2.4 names them', () => {
    const byDetail = Object.fromEntries(publishedArticles.map((a) => [a.detail, a]))
    expect(byDetail['our-ecosystem-article-detail-1']).toMatchObject({
      title: 'Corporate Culture or Corporate Cult?',
      readMinutes: 7,
    })
    expect(byDetail['our-ecosystem-article-detail-2']).toMatchObject({
      title: 'From Wearable to Seamless',
      readMinutes: 2,
    })
    expect(byDetail['our-ecosystem-article-detail-3']?.title).toMatch(/^Digital Twins/)
  })

  it('has 6, 7, 6 and 5 audiobook episodes, numbered in order', () => {
    const counts = seasons.map((season) => seasonDetails[season.number].episodes.length)
    expect(counts).toEqual([6, 7, 6, 5])
    for (const { episodes } of Object.values(seasonDetails)) {
      expect(episodes.map((episode) => episode.number)).toEqual(
        episodes.map((_, index) => index + 1),
      )
    }
    expect(seasonDetails[3].about?.length).toBeGreaterThan(0)
  })

  it('has 4 podcast episodes, 3 videos, 6 testimonials, 4 agents, 5 slides, 9 partners', () => {
    expect(podcastEpisodes).toHaveLength(4)
    expect(thinkTankVideos).toHaveLength(3)
    expect(testimonials).toHaveLength(6)
    expect(talentAgents.map((agent) => agent.title)).toEqual([
      'The Connector',
      'The Insightful',
      'The Explorer',
      'The Architect',
    ])
    expect(approachSlides.map((slide) => slide.tab)).toEqual([
      'Collaborative',
      'Remote',
      'Growth',
      'Goals',
      'Projects',
    ])
    expect(new Set(partners.map((partner) => partner.name)).size).toBe(9)
  })

  it('has the three reward types, three earning blocks, three levels, four platform sections', () => {
    expect(rewardTypes.map((reward) => reward.title)).toEqual([
      'Time off',
      'Premium perks',
      'Exclusive subscriptions',
    ])
    expect(earningBlocks).toHaveLength(3)
    expect(membershipLevels.map((level) => level.name)).toEqual(['Premium', 'Master', 'Elite'])
    expect(platformSections.map((section) => section.id)).toEqual([
      'collaboration',
      'management',
      'productivity',
      'optimization',
    ])
    expect(purposeCards).toHaveLength(3)
    expect(applicationSteps).toHaveLength(4)
    expect(talentAgentHelps).toHaveLength(3)
    expect(agentSupportSteps).toHaveLength(4)
  })
})

describe('embedded media', () => {
  const embeds = [
    ...Object.values(seasonDetails).flatMap((season) => season.episodes),
    ...podcastEpisodes,
    heroVideo,
    ...thinkTankVideos,
    ...Object.values(articleBodies).flatMap((body) => (body.audio ? [body.audio] : [])),
  ]

  it('gives season 2 episode 6 a proper address (the original carried stray attribute text)', () => {
    const episode = seasonDetails[2].episodes[5]!
    expect(schemas.embedUrl.safeParse(episode.embedUrl).success).toBe(true)
    const url = new URL(episode.embedUrl, 'https://novaclub.example')
    expect(url.pathname).toBe('/embeds/player/')
    expect(url.searchParams.get('title')).toBe(episode.title)
    expect(url.searchParams.get('kind')).toBe('audiobook')
  })

  it('plays every item in the self-hosted player by default, each with its own title', () => {
    for (const embed of embeds) {
      const url = new URL(embed.embedUrl, 'https://novaclub.example')
      expect(url.origin, embed.title).toBe('https://novaclub.example')
      expect(url.searchParams.get('title')).toBe(embed.title)
    }
    expect(new Set(embeds.map((embed) => embed.embedUrl)).size).toBe(embeds.length)
    expect(existsSync('public/embeds/player/index.html')).toBe(true)
  })
})

describe('files the content points at', () => {
  const images = [
    ...articleCards.map((article) => article.image),
    ...Object.values(seasonDetails).map((season) => season.cover),
    ...talentAgents.map((agent) => agent.photo),
    ...partners.map((partner) => partner.logo),
    ...platformSections.map((section) => section.image),
    ...purposeCards.flatMap((card) => [card.image, card.activeImage]),
    book.cover,
    homeHero.art,
    agentHelpHero.art,
    ...Object.values(heroArt),
  ]

  it.each(images.map((image) => [image.src, image]))(
    '%s exists and its size matches the picture',
    (src, image) => {
      const file = `public${src}`
      expect(existsSync(file)).toBe(true)
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(readFileSync(file, 'utf8'))
      expect(viewBox?.slice(1).map(Number)).toEqual([image.width, image.height])
    },
  )

  it.each(book.downloads.map((download) => [download.format, download]))(
    'the %s of the book exists and is as large as its label says',
    (_format, download) => {
      const file = `public${download.href}`
      expect(existsSync(file)).toBe(true)
      expect(`${Math.round(statSync(file).size / 1024)} KB`).toBe(download.size)
    },
  )
})
