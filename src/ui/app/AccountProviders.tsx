import type { ReactNode } from 'react'
import { MembershipDialogProvider } from '../membership/MembershipDialogOpener'
import { SessionProvider } from '../session/SessionProvider'

/** The app's long-lived sign-in actors, for every view below: the session, and the membership
 *  dialog whose login modal signs in to it. */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <MembershipDialogProvider>{children}</MembershipDialogProvider>
    </SessionProvider>
  )
}
