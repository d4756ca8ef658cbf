import type { ArticleBody } from '../articleBody'

/** Its card, with the title, is in articles.ts. */
export const articleBody: ArticleBody = {
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
}
