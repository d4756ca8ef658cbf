import { selfHostedPlayer } from './embeds'

/** An episode of the Digital Ritual podcast, recorded on video (SPEC.md 2.1, 3). */
export interface PodcastEpisode {
  number: number
  title: string
  description: string
  minutes: number
  embedUrl: string
}

export const podcastSeries = {
  name: 'Digital Ritual',
  description:
    'Conversations about the habits that make technical work good: how teams decide, review, rest and learn. New episodes are recorded with members of the club and friends of the Think Tank.',
}

const episode = (
  number: number,
  title: string,
  minutes: number,
  description: string,
): PodcastEpisode => ({
  number,
  title,
  description,
  minutes,
  embedUrl: selfHostedPlayer('podcast', `${podcastSeries.name}, episode ${number}`, title),
})

export const podcastEpisodes: PodcastEpisode[] = [
  episode(
    1,
    'The Morning Standup Is Dead',
    38,
    'Why the best remote teams replaced the daily call with a written ritual, and what they do with the hour they saved.',
  ),
  episode(
    2,
    'Code Review as Conversation',
    42,
    'Two members who review hundreds of changes a month on how to disagree kindly, quickly and in writing.',
  ),
  episode(
    3,
    'Shipping With an AI Pair',
    45,
    'What changes when half of the first draft comes from a model: ownership, testing and the new shape of seniority.',
  ),
  episode(
    4,
    'The Art of the Handover',
    36,
    'Leaving a project well is a skill. A Talent Agent and a tech lead on notes, overlaps and the last week of an engagement.',
  ),
]
