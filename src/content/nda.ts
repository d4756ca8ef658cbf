/** The confidentiality agreement members accept after signing in (SPEC.md 2.3). */
export const ndaAgreement = {
  title: 'Confidentiality Agreement',
  intro:
    'Nova Club connects members with clients who trust us with their plans, their code and their people. Before you continue to the platform, please read and accept how we keep that trust together.',
  clauses: [
    {
      heading: 'What is confidential',
      text: 'Everything you learn about a client or a project through the club: product plans, source code, data, designs, finances, the names of the people involved and the terms of an engagement, whether or not it is marked as confidential.',
    },
    {
      heading: 'How you keep it',
      text: 'You use confidential information only to do the work you were engaged for, you share it only with people in the club who need it for that work, and you protect it at least as carefully as you protect your own.',
    },
    {
      heading: 'What is not covered',
      text: 'Information that is already public through no fault of yours, that you knew before the club shared it with you, or that you must disclose by law, in which case you tell us first whenever you are allowed to.',
    },
    {
      heading: 'How long it lasts',
      text: 'These duties start when you accept this agreement and continue for three years after your last engagement ends, and for as long as the information remains a trade secret.',
    },
    {
      heading: 'When it ends',
      text: 'When an engagement ends, or whenever a client asks, you return or delete the confidential information you hold, keeping only what the law requires you to keep.',
    },
  ],
} as const
