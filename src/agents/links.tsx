// Type-checked links and navigations for the console's router. The site registers its own
// router with TanStack Router (src/router.tsx), so `<Link>` and `useNavigate()` check paths
// against the public tree; these check them against the console's (src/agents/router.tsx),
// with the router's documented type utilities ValidateLinkOptions / ValidateNavigateOptions.
import type { ReactNode } from 'react'
import {
  Link,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type ValidateLinkOptions,
  type ValidateNavigateOptions,
} from '@tanstack/react-router'
import type { ConsoleRouter } from './router'
import styles from './Console.module.css'

export function ConsoleLink<TOptions>({
  link,
  className,
  children,
}: {
  link: ValidateLinkOptions<ConsoleRouter, TOptions>
  className?: string
  children: ReactNode
}) {
  return (
    <Link {...(link as LinkProps)} className={className}>
      {children}
    </Link>
  )
}

/** navigate(), its options checked against the console's routes. */
export function useConsoleNavigate() {
  const navigate = useNavigate()
  return <TOptions,>(options: ValidateNavigateOptions<ConsoleRouter, TOptions>) =>
    navigate(options as NavigateOptions)
}

/** A way back's one look on every console page (an item to the inbox, a campaign to the
 *  campaigns): the class for a link made elsewhere (InboxLink keeps the inbox's filters). */
export const backLinkClass = styles.backLink

/** A way back's words after its arrow; the arrow is drawn, the words say where it goes. */
export function BackLinkLabel({ children }: { children: string }) {
  return (
    <>
      <span aria-hidden="true">←</span>
      {children}
    </>
  )
}

/** A way back to a console page, in the one back-link style. */
export function BackLink<TOptions>({
  link,
  children,
}: {
  link: ValidateLinkOptions<ConsoleRouter, TOptions>
  children: string
}) {
  return (
    <ConsoleLink link={link} className={backLinkClass}>
      <BackLinkLabel>{children}</BackLinkLabel>
    </ConsoleLink>
  )
}
