import { createFileRoute } from '@tanstack/react-router'
import { ConsoleRoot } from '../agents/ConsoleRoot'

// The Talent Agents' console (issue 30): its own frame, no public chrome, never prerendered
// (scripts/prerender.ts writes a bare shell for /agents*), noindex. Its code loads only here.
export const Route = createFileRoute('/agents')({
  head: () => ({
    meta: [{ title: 'Talent Agents’ console | Nova Club' }, { name: 'robots', content: 'noindex' }],
  }),
  staticData: { console: true },
  component: ConsoleRoot,
})
