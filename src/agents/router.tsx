// The Talent Agents' console's own router (issue 30): code-based TanStack Router routes, apart
// from the site's generated tree (src/routeTree.gen.ts), so that no public page carries the
// console's route entries. Its entry is agents.html (src/agents/main.tsx); the server answers
// /agents and /agents/* with it (scripts/prerender.ts, server/site.ts).
//
// The router checks what the address says before a page renders (issue 43): the inbox's
// filters are its search (validateSearch, the contract's inbox query), a path's kind and id are
// parsed (params.parse: an id the database cannot hold is the not-found page), and an
// administrator's page asks the session who is signed in (beforeLoad).
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
} from '@tanstack/react-router'
import { ConsoleRoot } from './ConsoleRoot'
import {
  AdminPage,
  CampaignPage,
  CampaignsPage,
  ExportLogPage,
  InboxPage,
  ItemPage,
  MailPage,
  SettingsPage,
} from './pages'
import { FormAlert } from '../ui/forms/FormAlert'
import { waitFor } from 'xstate'
import type { AgentSignInActor } from '../machines/agentSignIn.machine'
import {
  inboxSearch,
  itemKindParam,
  parseConsoleSearch,
  rowIdParam,
  stringifyConsoleSearch,
} from './routeParams'

/** What every route's beforeLoad can read: the console's session actor (src/agents/ConsoleApp.tsx). */
export interface ConsoleRouterContext {
  session: AgentSignInActor
}

export const consoleMessages = {
  notFound: 'The console has no such page.',
  adminOnly: 'Only an admin can open this page.',
} as const

const rootRoute = createRootRouteWithContext<ConsoleRouterContext>()({
  component: ConsoleRoot,
  notFoundComponent: () => <FormAlert message={consoleMessages.notFound} />,
})

const agentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'agents',
  component: Outlet,
})

const inboxRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: '/',
  validateSearch: inboxSearch,
  component: function InboxRoute() {
    return <InboxPage search={inboxRoute.useSearch()} />
  },
})

/** An administrator's page: the session decides, before the page and its calls start. Once
 *  someone is signed in (a session being restored, or the sign-in form, keeps the page
 *  waiting), an agent who is not an administrator gets the page's own not-found answer (not an
 *  error: nothing failed), which says why. ConsoleApp has the router check again when the agent
 *  signed in changes. */
const adminsOnly = {
  beforeLoad: async ({
    context,
    abortController,
  }: {
    context: ConsoleRouterContext
    abortController: AbortController
  }) => {
    const signedIn = await waitFor(
      context.session,
      (snapshot) => snapshot.context.session !== null,
      { signal: abortController.signal },
    )
    if (signedIn.context.session?.agent.role !== 'admin') throw notFound()
  },
  notFoundComponent: () => <FormAlert message={consoleMessages.adminOnly} />,
}

const adminRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'admin',
  ...adminsOnly,
  component: AdminPage,
})

const exportLogRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'exports',
  ...adminsOnly,
  component: ExportLogPage,
})

const settingsRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'settings',
  component: SettingsPage,
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
  params: {
    parse: ({ id }) => ({ id: rowIdParam(id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: function CampaignRoute() {
    const { id } = campaignRoute.useParams()
    return <CampaignPage id={id} />
  },
})

const itemRoute = createRoute({
  getParentRoute: () => agentsRoute,
  path: 'items/$kind/$id',
  params: {
    parse: ({ kind, id }) => ({ kind: itemKindParam(kind), id: rowIdParam(id) }),
    stringify: ({ kind, id }) => ({ kind, id: String(id) }),
  },
  component: function ItemRoute() {
    const { kind, id } = itemRoute.useParams()
    return <ItemPage kind={kind} id={id} />
  },
})

export const consoleRouteTree = rootRoute.addChildren([
  agentsRoute.addChildren([
    inboxRoute,
    adminRoute,
    exportLogRoute,
    settingsRoute,
    mailRoute,
    campaignsRoute,
    campaignRoute,
    itemRoute,
  ]),
])

export function createConsoleRouter(
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) {
  return createRouter({
    routeTree: consoleRouteTree,
    // Given by ConsoleApp, which owns the session actor (RouterProvider's context).
    context: { session: undefined! },
    parseSearch: parseConsoleSearch,
    stringifySearch: stringifyConsoleSearch,
    ...options,
  })
}

/** The console's router type: its links and navigations are checked against it
 *  (src/agents/links.tsx), not against the site's registered router. */
export type ConsoleRouter = ReturnType<typeof createConsoleRouter>
