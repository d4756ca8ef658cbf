// The Talent Agents' console's own router (issue 30): code-based TanStack Router routes, apart
// from the site's generated tree (src/routeTree.gen.ts), so that no public page carries the
// console's route entries. Its entry is agents.html (src/agents/main.tsx); the server answers
// /agents and /agents/* with it (scripts/prerender.ts, server/site.ts).
import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import { ConsoleRoot } from './ConsoleRoot'
import { AdminPage, CampaignPage, CampaignsPage, InboxPage, ItemPage, MailPage } from './pages'
import { FormAlert } from '../ui/forms/FormAlert'

const rootRoute = createRootRoute({
  component: ConsoleRoot,
  notFoundComponent: () => <FormAlert message="The console has no such page." />,
})

const agentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'agents',
  component: Outlet,
})

const inboxRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: '/',
  component: InboxPage,
})

const adminRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'admin',
  component: AdminPage,
})

const mailRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'mail',
  component: MailPage,
})

const campaignsRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'campaigns',
  component: CampaignsPage,
})

const campaignRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'campaigns/$id',
  component: function CampaignRoute() {
    const { id } = campaignRoute.useParams()
    return <CampaignPage id={id} />
  },
})

const itemRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'items/$kind/$id',
  component: function ItemRoute() {
    const { kind, id } = itemRoute.useParams()
    return <ItemPage kind={kind} id={id} />
  },
})

export const consoleRouteTree = rootRoute.addChildren([
  agentsRoute.addChildren([
    inboxRoute,
    adminRoute,
    mailRoute,
    campaignsRoute,
    campaignRoute,
    itemRoute,
  ]),
])

export function createConsoleRouter() {
  return createRouter({ routeTree: consoleRouteTree })
}

/** The console's router type: its links and navigations are checked against it
 *  (src/agents/links.tsx), not against the site's registered router. */
export type ConsoleRouter = ReturnType<typeof createConsoleRouter>
