import { narrated, type ArticleBody } from '../articleBody'

/** Its card, with the title, is in articles.ts. */
export const articleBody: ArticleBody = {
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
}
