import type { DetailSlug } from './articles'
import { selfHostedPlayer, type Embed } from './embeds'

export interface ArticleSection {
  heading?: string
  paragraphs: string[]
}

/** The page of a published article (SPEC.md 2.4): its card is in articles.ts. */
export interface ArticleBody {
  slug: DetailSlug
  subtitle: string
  /** A narrated version, played in an embedded player. */
  audio?: Embed & { minutes: number }
  sections: ArticleSection[]
}

const narrated = (title: string) => selfHostedPlayer('podcast', 'Think Tank narrated', title)

export const articleBodies: Record<DetailSlug, ArticleBody> = {
  'our-ecosystem-article-detail-1': {
    slug: 'our-ecosystem-article-detail-1',
    subtitle: 'How to tell a team that shares values from one that demands belief.',
    audio: {
      title: 'Corporate Culture or Corporate Cult? (narrated)',
      embedUrl: narrated('Corporate Culture or Corporate Cult? (narrated)'),
      minutes: 9,
    },
    sections: [
      {
        paragraphs: [
          'Every company you will ever join says it has a strong culture. Most mean it kindly: they want people who care about the work and about each other. A few mean something else. They want people who stop asking questions.',
          'From the outside the two look alike. Both have a mission statement on the wall, a vocabulary of their own and people who stay late because they want to. The difference shows only when someone disagrees, leaves, or simply wants a life outside the office. This essay is about reading that difference early, ideally before the contract is signed.',
        ],
      },
      {
        heading: 'Values are shared; beliefs are demanded',
        paragraphs: [
          'A healthy culture is a set of habits a group has found useful: write things down, review each other’s work, ship small changes often. You can question any of them, and the best teams change them when they stop working. The habit serves the work.',
          'A cult-like culture turns habits into tests of loyalty. The question is no longer whether a practice helps, but whether you are “one of us”. Doubt becomes disloyalty, and disloyalty becomes a reason to be left out of decisions. The work starts to serve the habit.',
        ],
      },
      {
        heading: 'Six signs worth watching',
        paragraphs: [
          'First, listen to how people talk about those who left. In a healthy team, former colleagues are simply former colleagues, often friends. In a cult-like one, they are traitors, or they “were never really a fit”.',
          'Second, count the words you have to learn. Every team has jargon, but a vocabulary that exists mainly to separate insiders from outsiders is a warning. So is any phrase that ends an argument instead of starting one.',
          'Third, notice where the hours go. Passion is real, and crunch happens. But if long nights are praised as proof of commitment rather than treated as a planning failure, the culture is spending your health to feel good about itself.',
          'Fourth, ask what happens to bad news. Ask for a recent project that failed and what changed afterwards. If nobody can name one, failures are either hidden or punished, and neither is good for you.',
          'Fifth, look at the founder’s photo count. A leader who appears in every slide, every value and every story is building a following, not an organisation. Good leaders make themselves less necessary over time.',
          'Sixth, check the exit. Generous notice periods, portable equipment and a clear record of your own work are signs of a company that expects to part with people gracefully. Non-disparagement clauses for ordinary employees are the opposite.',
        ],
      },
      {
        heading: 'Why remote work makes this easier to see',
        paragraphs: [
          'Offices hide a lot. Rituals, after-work drinks and the simple pressure of being watched can make a culture feel stronger than it is. Remote teams have to write their culture down, because nobody absorbs it by sitting nearby.',
          'That written record is a gift to anyone evaluating a team. Read the onboarding documents, the decision logs and the public channel where people ask for help. A culture that survives being written down is usually a culture of habits. One that only exists in inspiring speeches is usually a culture of belief.',
        ],
      },
      {
        heading: 'What we do in the club',
        paragraphs: [
          'Nova Club members work with many companies over a career, so our Talent Agents collect what members report about the teams they join: how decisions are made, how feedback lands, how people leave. Before you start a project, your agent shares what the club knows, good and bad.',
          'We cannot promise that every team is healthy. We can promise that you will not walk in blind, and that you will always have someone outside the company to talk to when something feels wrong. A culture worth joining is one you are free to leave. That is true of companies, and it is true of our club too.',
        ],
      },
    ],
  },
  'our-ecosystem-article-detail-2': {
    slug: 'our-ecosystem-article-detail-2',
    subtitle: 'Technology that used to sit on the wrist is dissolving into the room.',
    sections: [
      {
        paragraphs: [
          'For twenty years, personal computing has moved closer to the body: from the desk to the lap, the pocket, the wrist and the ear. Each step made the machine more personal and more demanding. It buzzes, it glows, it asks to be charged.',
          'The next step reverses the direction. Instead of wearing the computer, we will increasingly live inside it: rooms that know who is present, surfaces that become displays when needed, sensors that notice a fall or a fever without anyone strapping anything on.',
        ],
      },
      {
        heading: 'Seamless is harder than it sounds',
        paragraphs: [
          'A device you wear has an obvious owner and an off switch. A room does not. Ambient technology has to answer questions that wearables never faced: who consented to being sensed, where the data goes, and how a guest can opt out without an app.',
          'The engineers who will build this well are the ones who treat consent, latency and energy as first-class design constraints, not as afterthoughts for the legal team. Several Nova Club members already do this work for hospitals and care homes, where a missed signal and an unwanted one are both costly.',
        ],
      },
      {
        heading: 'What to learn now',
        paragraphs: [
          'Edge inference, low-power radio, privacy engineering and calm interface design. None of them is new, but the combination is where the interesting projects of the next five years will come from.',
        ],
      },
    ],
  },
  'our-ecosystem-article-detail-3': {
    slug: 'our-ecosystem-article-detail-3',
    subtitle: 'Why engineers now test the world on a copy before they touch the original.',
    audio: {
      title: 'Digital Twins: Rehearsing Reality (narrated)',
      embedUrl: narrated('Digital Twins: Rehearsing Reality (narrated)'),
      minutes: 4,
    },
    sections: [
      {
        paragraphs: [
          'A digital twin is a model of a physical thing that stays connected to it. Sensors on the original feed the copy; the copy runs ahead and tells the original what is likely to happen next. A wind turbine’s twin predicts which bearing will fail. A factory’s twin tries a new line layout overnight. A hospital’s twin rehearses the next flu season.',
        ],
      },
      {
        heading: 'Rehearsal, not prophecy',
        paragraphs: [
          'The value of a twin is not that it is always right. It is that mistakes are cheap inside it. You can double the load on a bridge, shut down a supplier or reroute every ambulance in a city and watch what breaks, without anything breaking.',
          'That changes how decisions are made. Teams stop arguing about opinions and start arguing about assumptions in the model, which is a far more productive argument to have.',
        ],
      },
      {
        heading: 'Where AI fits',
        paragraphs: [
          'Classic twins were built from physics equations. Modern ones mix physics with learned models that fill the gaps where the equations are unknown or too slow. The hard engineering is in keeping the two honest with each other, and in knowing when the twin has drifted too far from reality to be trusted.',
          'That is why the best twin projects pair simulation engineers with data engineers and with the people who operate the real system. Nova Club assembles exactly that kind of squad: the people who know the model and the people who know the machine.',
        ],
      },
      {
        heading: 'The question to ask first',
        paragraphs: [
          'Before building a twin, ask which decision it will improve and how often that decision is made. A twin that informs one decision a year is an expensive report. A twin that informs a decision every hour can pay for itself in a season.',
        ],
      },
    ],
  },
}
