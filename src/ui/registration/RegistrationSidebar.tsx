import type { ReactNode } from 'react'
import type { SidebarActor } from '../../machines/sidebar.machine'
import { useEarlyPress } from '../lazy/earlyInput'
import { useFlowState, useLazyFlow, type FlowRef } from '../lazy/lazyFlow'
import { SidebarIcon } from '../forms/Icons'
import { MemberRegistrationForm } from './MemberRegistrationForm'
import styles from './RegistrationSidebar.module.css'

export function RegistrationSidebar() {
  const sidebar = useLazyFlow(async () => (await import('./sidebarFlow')).startSidebarFlow())
  return (
    <RegistrationSidebarView sidebar={sidebar}>
      <MemberRegistrationForm />
    </RegistrationSidebarView>
  )
}

/** The collapsible sidebar of /i-want-a-password, open by default, toggled by its icon. */
export function RegistrationSidebarView({
  sidebar,
  children,
}: {
  sidebar: FlowRef<SidebarActor>
  children: ReactNode
}) {
  // Open by default, as the machine starts.
  const open = useFlowState(sidebar, (snapshot) => snapshot?.matches('open') ?? true)
  const toggle = useEarlyPress<HTMLButtonElement>(() => sidebar.send({ type: 'TOGGLE' }))
  return (
    <div className={styles.sidebar} data-open={open}>
      {/* The icon says nothing alone: its words stand beside it ('Hide' within the open
          form's corner, the whole name once the form is hidden). */}
      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={open}
        aria-controls="registration-sidebar"
        aria-label={open ? 'Hide the request form' : 'Show the request form'}
        {...toggle}
      >
        <SidebarIcon />
        <span>{open ? 'Hide' : 'Show the request form'}</span>
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
