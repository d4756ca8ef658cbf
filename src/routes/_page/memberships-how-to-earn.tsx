import { createFileRoute } from '@tanstack/react-router'
import { HowToEarnPage } from '../../ui/pages/HowToEarnPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/memberships-how-to-earn')({
  head: () =>
    pageHead(
      'How to Earn Nova Points',
      'How members earn Nova Points: referrals, interviews, goals, recognition, events and mentorships.',
    ),
  staticData: { navbar: 'club' },
  component: HowToEarnPage,
})
