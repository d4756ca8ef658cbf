import { createFileRoute } from '@tanstack/react-router'
import { ReachOutPage } from '../../ui/pages/ReachOutPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/reach-out-a-talent-agent')({
  head: () =>
    pageHead('Reach out to a Talent Agent', 'Send a message to a Nova Club Talent Agent.'),
  staticData: { navbar: 'none' },
  component: ReachOutPage,
})
