import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import { readdirSync } from 'node:fs'

// Machines are pure logic: their effects are named in setup() and supplied at the app's edge
// with machine.provide(), so they must not reach for React, the router, HTTP or the DOM.
const machineBoundary = {
  files: ['src/machines/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react', message: 'Machines hold no React: views render them.' },
          { name: 'ofetch', message: 'Machines make no HTTP calls: provide an actor instead.' },
        ],
        patterns: [
          {
            group: ['react-dom', 'react-dom/*', '@xstate/react'],
            message: 'Machines hold no React.',
          },
          {
            group: ['@tanstack/*'],
            message: 'Machines do not navigate: provide an action instead.',
          },
          {
            group: ['**/ui/**', '**/routes/**', '**/dev/**'],
            message: 'Dependencies point one way: ui, dev -> machines.',
          },
          {
            group: ['**/api/client', '**/api/client.ts'],
            message: 'Provide the call as an actor.',
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'window',
        'document',
        'fetch',
        'localStorage',
        'sessionStorage',
        'location',
        'navigator',
      ].map((name) => ({ name, message: 'Machines name their effects; the edge supplies them.' })),
    ],
  },
}

// src/lib and src/api are the bottom layer: machines, views and routes build on them, never the
// other way round (a type they share is defined here, and the machine imports it).
const helperBoundary = {
  files: ['src/lib/**/*.ts', 'src/api/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/machines/**', '**/ui/**', '**/routes/**', '**/dev/**'],
            message: 'Dependencies point one way: machines, ui, routes, dev -> lib, api.',
          },
          { group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@tanstack/*'] },
        ],
      },
    ],
  },
}

// One way to the API (README, "How a flow is wired"): each flow's <flow>Effects.ts calls it
// (the session's through sessionActors.ts). The effects load with their flow's machine, after
// the page has hydrated (src/ui/lazy/lazyFlow.ts), so no page's first load pays for ofetch;
// views (.tsx) take the effects and call nothing themselves.
const httpClient = {
  group: ['**/api/client', '**/api/client.ts'],
  allowTypeImports: true,
  message: "Call the API from the flow's <flow>Effects.ts.",
}
// The dev tools stay out of the product's rooms: the app knows src/dev/inspector.ts alone (the
// `inspect` option of its actors, and src/main.tsx starting it when asked for); the rest of
// src/dev loads lazily from there, only when a tester asks for it. Imports inside src/dev are
// relative ('./…') and do not match. The playground, a dev tool itself (`npm run dev` only),
// shows the context as the inspector would and uses its redaction.
const devInternals = {
  group: ['**/dev/*', '!**/dev/inspector', '!**/dev/inspector.ts'],
  message: 'Import only src/dev/inspector: the rest of src/dev loads lazily, when asked for.',
}
const restrictedImports = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
})
const apiAccess = [
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: [
      'src/api/**',
      'src/machines/**',
      'src/playground/**',
      'src/ui/**/*Effects.ts',
      'src/ui/session/sessionActors.ts',
    ],
    rules: restrictedImports(httpClient, devInternals),
  },
  {
    files: ['src/playground/**/*.ts', 'src/playground/**/*.tsx'],
    rules: restrictedImports(httpClient),
  },
]

// The folders of src/ui, in three kinds (README, "Repository layout"). A shared kit imports no
// feature and no composer; a feature imports the kits, and another feature or the shell only
// where listed below with its reason; the composers assemble features into the app's root, its
// chrome and its pages. Every folder must be listed: a new one fails the lint until it is.
const uiKits = ['common', 'embeds', 'flow', 'forms', 'lazy', 'styles']
const uiComposers = ['app', 'pages', 'shell']
const uiFeatures = {
  articles: { shell: "the share links draw the footer's social icons (shell/SocialIcon)" },
  audiobook: {},
  home: {},
  interview: { shell: "the interview's frame carries the club's logo (shell/Logo)" },
  journey: { shell: "the agent's journey opens with the brand bar (shell/BrandBar)" },
  login: {},
  membership: {
    login: 'the membership dialog signs a member in with the login modal',
    session: 'the membership dialog and its buttons follow whether the visitor is signed in',
  },
  nda: {
    session: "the NDA is the signed-in session's next step: it reads and updates the session",
    membership: 'the NDA page offers the membership dialog to a visitor who is not a member',
  },
  reachOut: {},
  registration: {},
  session: {},
  sliders: {},
  subscribe: {},
  thinktank: {},
  welcome: { membership: 'a welcomed member is offered the membership dialog to sign in' },
}
const uiFolders = [...uiKits, ...uiComposers, ...Object.keys(uiFeatures)]
const unlisted = readdirSync('src/ui').filter((folder) => !uiFolders.includes(folder))
if (unlisted.length > 0) {
  throw new Error(
    `eslint.config.js: say whether src/ui/${unlisted[0]} is a kit, a feature or a composer`,
  )
}
const uiFolderPatterns = (folders, message) =>
  folders.map((folder) => ({ group: [`**/${folder}/*`], message }))
// The site and the Talent Agents' console are rooms with a wall between them (docs/architecture.md,
// "Rooms"). The console loads only under /agents, from its own entry (agents.html): a site page
// that imported src/agents would carry the console's code and contract to every visitor.
const siteWall = [
  {
    group: ['**/agents/*'],
    message:
      'The site imports nothing of the console (src/agents): it loads only under /agents, from its own entry.',
  },
]
const siteRooms = [
  'src/ui/**/*.{ts,tsx}',
  'src/routes/**/*.{ts,tsx}',
  'src/main.tsx',
  'src/router.tsx',
  'src/entry-prerender.tsx',
]
const uiZones = [
  ...uiKits.map((kit) => ({
    files: [`src/ui/${kit}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiFolderPatterns(
              [...Object.keys(uiFeatures), ...uiComposers],
              `ui/${kit} is a shared kit: it imports no feature and no composer of src/ui.`,
            ),
            ...siteWall,
          ],
        },
      ],
    },
  })),
  ...Object.entries(uiFeatures).map(([feature, exceptions]) => ({
    files: [`src/ui/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiFolderPatterns(
              [...Object.keys(uiFeatures), ...uiComposers].filter(
                (folder) => folder !== feature && !(folder in exceptions),
              ),
              `ui/${feature} is a feature: it imports the kits (${uiKits.join(', ')}), and another ` +
                'feature only where eslint.config.js lists the exception and its reason.',
            ),
            ...siteWall,
          ],
        },
      ],
    },
  })),
]
// The rest of the site (composers, routes, the entries): only the wall. ESLint takes a rule's
// options from the last block that names it, so the kits' and features' blocks above repeat it.
const siteZone = {
  files: siteRooms,
  ignores: [...uiKits, ...Object.keys(uiFeatures)].map((folder) => `src/ui/${folder}/**`),
  rules: { 'no-restricted-imports': ['error', { patterns: siteWall }] },
}

// The console (src/agents) has its own entry, router, session actor and chrome: it builds on
// src/ui's kits (the flow kit, forms, …), the machines, src/api and src/lib, never on the site's
// features (a member's session is not a staff session), its chrome and pages, or its routes.
const consoleWall = [
  ...uiFolderPatterns(
    [...Object.keys(uiFeatures), ...uiComposers],
    "The console (src/agents) has its own session, router and chrome: it uses src/ui's kits " +
      `(${uiKits.join(', ')}), never the site's features, shell, pages or app root.`,
  ),
  {
    group: [
      '**/routes/**',
      '**/routeTree.gen',
      '**/routeTree.gen.ts',
      '../router',
      '../router.tsx',
    ],
    message:
      "The console has its own router (src/agents/router.tsx): the site's routes are the site's.",
  },
]
const consoleZones = [
  {
    files: ['src/agents/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: consoleWall }] },
  },
  // The server reads the contract (server/agents/*) and the kinds it declares (kinds.ts): they
  // import src/api, src/lib and zod only (the contract its kinds too), so that no machine, view
  // or client of the console comes into the server through them, and the machines, which import
  // them, make no cycle with them.
  {
    files: ['src/agents/contract.ts', 'src/agents/kinds.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...consoleWall,
            {
              group: ['**/machines/**', '**/ui/**', '**/dev/**', './*', '!./kinds'],
              message:
                'The contract is read by the server and the console: it imports src/api, src/lib and zod only.',
            },
          ],
        },
      ],
    },
  },
]

// The server (Hono, Node) serves the built site and answers the API: it shares the site's and
// the console's contracts (src/api, src/agents/contract.ts), the machines it runs and src/lib,
// and never a React view, the site's views and routes, or the console's screens and clients.
// Its one React is the mail's templates (server/mail/templates: React Email, rendered to the
// HTML of a message), which the rest of the server reaches through their render functions.
const serverZone = {
  files: ['server/**/*.ts', 'server/**/*.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'react',
              'react-dom',
              'react-dom/*',
              '@xstate/react',
              '@tanstack/*',
              '**/*.tsx',
              '!**/mail/templates/*.tsx',
            ],
            message: 'The server renders no React: it serves the built pages (server/site.ts).',
          },
          {
            group: [
              '**/src/ui/**',
              '**/src/routes/**',
              '**/src/dev/**',
              '**/src/playground/**',
              '**/src/main*',
              '**/src/router*',
              '**/src/entry-prerender*',
            ],
            message:
              "The server imports the site's contract (src/api), its machines and src/lib, never its views, routes or dev tools.",
          },
          {
            group: [
              '**/src/agents/*',
              '!**/src/agents/contract',
              '!**/src/agents/contract.ts',
              '!**/src/agents/kinds',
              '!**/src/agents/kinds.ts',
            ],
            message:
              "The server imports the console's contract (src/agents/contract.ts, its kinds in kinds.ts) only, never its screens, effects or client.",
          },
        ],
      },
    ],
  },
}

/** The mail's templates render React to a message's HTML: the server zone's other walls. */
const mailTemplatesZone = {
  files: ['server/mail/templates/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: serverZone.rules['no-restricted-imports'][1].patterns.slice(1) },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/routeTree.gen.ts',
      'docs/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      '.data/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    rules: {
      // Scrollable regions must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  reactHooks.configs.flat['recommended-latest'],
  machineBoundary,
  helperBoundary,
  ...apiAccess,
  ...uiZones,
  siteZone,
  ...consoleZones,
  serverZone,
  mailTemplatesZone,
)
