import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { sidebarMachine, type SidebarActor } from '../../machines/sidebar.machine'
import { useAppActorRef } from '../app/useAppActorRef'
import { SidebarIcon } from '../forms/Icons'
import { MemberRegistrationFormIsland } from './MemberRegistrationFormIsland'
import styles from './RegistrationSidebar.module.css'

export function RegistrationSidebar() {
  return (
    <RegistrationSidebarView sidebar={useAppActorRef(sidebarMachine)}>
      <MemberRegistrationFormIsland />
    </RegistrationSidebarView>
  )
}

/** The collapsible sidebar of /i-want-a-password, open by default, toggled by its icon. */
export function RegistrationSidebarView({
  sidebar,
  children,
}: {
  sidebar: SidebarActor
  children: ReactNode
}) {
  const open = useSelector(sidebar, (snapshot) => snapshot.matches('open'))
  return (
    <div className={styles.sidebar} data-open={open}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="registration-sidebar"
        aria-label={open ? 'Hide the request form' : 'Show the request form'}
        onClick={() => sidebar.send({ type: 'TOGGLE' })}
      >
        <SidebarIcon />
      </button>
      <aside
        id="registration-sidebar"
        className={styles.panel}
        aria-labelledby="registration-title"
        hidden={!open}
      >
        <h2 id="registration-title" className={styles.title}>
          Request your invitation
        </h2>
        <p className={styles.lead}>It takes a minute. Joining is free.</p>
        {children}
      </aside>
    </div>
  )
}
