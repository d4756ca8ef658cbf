/** Nova Points: how members earn them (SPEC.md 2.6) and what they redeem them for. */
export interface EarningWay {
  title: string
  description: string
  points: number
  /** What one award is for, after the number: 'per referral who joins'. */
  per: string
}

export interface EarningBlock {
  id: 'referral-interviews' | 'goals-recognition' | 'events-mentorships'
  title: string
  description: string
  ways: [EarningWay, EarningWay]
}

export interface RewardValue {
  reward: string
  points: number
}

export interface RewardType {
  id: 'time-off' | 'premium-perks' | 'exclusive-subscriptions'
  title: string
  description: string
  values: RewardValue[]
}

export const earningBlocks: EarningBlock[] = [
  {
    id: 'referral-interviews',
    title: 'Referral and technical interviewer',
    description:
      'The club grows through the people in it. Bring in talent you trust, and help us recognise it.',
    ways: [
      {
        title: 'Refer a member',
        description:
          'Invite someone whose work you admire. When they are accepted and finish their first project, you both earn.',
        points: 500,
        per: 'per referral who joins',
      },
      {
        title: 'Interview candidates',
        description:
          'Join a technical interview as the second pair of eyes, in your own stack, and write a short fair assessment.',
        points: 150,
        per: 'per interview',
      },
    ],
  },
  {
    id: 'goals-recognition',
    title: 'Goals achievement and client recognition',
    description:
      'Good work should be noticed. Points follow the goals you set with your Talent Agent and the praise clients put in writing.',
    ways: [
      {
        title: 'Reach a quarterly goal',
        description:
          'Each quarter you and your Talent Agent agree on up to three goals. Every goal you reach counts.',
        points: 300,
        per: 'per goal reached',
      },
      {
        title: 'Earn client recognition',
        description:
          'When a client formally recognises your contribution at the end of a milestone, the recognition comes with points.',
        points: 250,
        per: 'per recognition',
      },
    ],
  },
  {
    id: 'events-mentorships',
    title: 'Events and mentorships',
    description:
      'Share what you know. Hosting, speaking and mentoring keep the club generous, and they are rewarded as such.',
    ways: [
      {
        title: 'Host or speak at an event',
        description:
          'Run a Build Night, give a talk at a Think Tank Salon or record an episode of Digital Ritual.',
        points: 200,
        per: 'per event',
      },
      {
        title: 'Mentor a member',
        description:
          'Meet a newer member regularly for a quarter: career questions, code reviews, client conversations.',
        points: 400,
        per: 'per mentorship quarter',
      },
    ],
  },
]

export const rewardTypes: RewardType[] = [
  {
    id: 'time-off',
    title: 'Time off',
    description:
      'Paid days between projects or in the middle of one, agreed with your client in advance by your Talent Agent.',
    values: [
      { reward: 'One paid day off', points: 400 },
      { reward: 'A long weekend (two paid days)', points: 750 },
      { reward: 'A paid week off', points: 1800 },
    ],
  },
  {
    id: 'premium-perks',
    title: 'Premium perks',
    description:
      'Equipment, workspace and learning that make your work better: a better chair, a coworking pass, a conference ticket.',
    values: [
      { reward: 'A month of coworking, anywhere we have a partner space', points: 600 },
      { reward: 'An equipment budget for your home office', points: 1200 },
      { reward: 'A conference ticket of your choice', points: 1500 },
    ],
  },
  {
    id: 'exclusive-subscriptions',
    title: 'Exclusive subscriptions',
    description:
      'A year of the tools and reading members ask for most, chosen by the club and renewed by your points.',
    values: [
      { reward: 'A year of a technical e-book library', points: 350 },
      { reward: 'A year of a premium developer tool of your choice', points: 500 },
      { reward: 'A year of the Think Tank Salon, every city, every quarter', points: 900 },
    ],
  },
]
