import type { ReactNode } from 'react'
import { config } from '../../lib/config'
import { useSignedIn } from '../session/SessionProvider'
import { MembershipDialogButton } from './MembershipDialogButton'

/** A visitor's invitation button; a signed-in member, who needs no invitation, gets the way to
 *  the platform in its place (same spot, same style, so nothing moves when the session loads). */
export function JoinOrPlatform({
  className = 'button button--primary',
  children,
}: {
  className?: string
  children: ReactNode
}) {
  if (useSignedIn()) {
    return (
      <a className={className} href={config.platformUrl} target="_blank" rel="noopener noreferrer">
        Go to the Platform
      </a>
    )
  }
  return (
    <MembershipDialogButton step={2} className={className}>
      {children}
    </MembershipDialogButton>
  )
}
