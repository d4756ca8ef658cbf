import { createFileRoute } from '@tanstack/react-router'
import { ConsoleRoot } from '../agents/ConsoleRoot'

// The Talent Agents' console (issue 30): its own frame, no public chrome, never prerendered
// (scripts/prerender.ts writes a noindex shell for /agents*). Its title and robots meta are set
// by the console itself, so that the route tree every public page loads stays as small as it can.
export const Route = createFileRoute('/agents')({
  staticData: { console: true },
  component: ConsoleRoot,
})
