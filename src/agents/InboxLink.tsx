import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { inboxQueryOf, type AgentInboxActor } from '../machines/agentInbox.machine'
import { ConsoleLink } from './links'
import type { InboxSearch } from './routeParams'

const sameSearch = (a: InboxSearch, b: InboxSearch) => JSON.stringify(a) === JSON.stringify(b)

/** A link to the inbox as the agent left it: its filters in the address (issue 43), so that
 *  coming back from an item or another page shows the same list. */
export function InboxLink({
  inbox,
  className,
  children,
}: {
  inbox: AgentInboxActor
  className?: string
  children: ReactNode
}) {
  const search = useSelector(
    inbox,
    (state): InboxSearch => inboxQueryOf(state.context.filters, state.context.me),
    sameSearch,
  )
  return (
    <ConsoleLink
      link={{ to: '/agents', search, activeOptions: { exact: true, includeSearch: false } }}
      className={className}
    >
      {children}
    </ConsoleLink>
  )
}
