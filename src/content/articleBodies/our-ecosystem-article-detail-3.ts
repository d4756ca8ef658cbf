import { narrated, type ArticleBody } from '../articleBody'

/** Its card, with the title, is in articles.ts. */
export const articleBody: ArticleBody = {
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
}
