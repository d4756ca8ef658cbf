import { createFileRoute } from '@tanstack/react-router'
import { InvitationRequestPage } from '../../ui/pages/InvitationRequestPage'
import { pageHead } from '../../lib/head'

export const Route = createFileRoute('/_page/i-want-a-password')({
  head: () =>
    pageHead(
      'Request an invitation',
      'Request your invitation to Nova Club and meet your Talent Agent.',
    ),
  staticData: { navbar: 'none' },
  component: InvitationRequestPage,
})
