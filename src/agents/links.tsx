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
