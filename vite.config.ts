import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { firstLoadChunks } from './scripts/lib/entryChunk.ts'
import { compileHints } from './scripts/lib/compileHints.ts'
import { shortClassName } from './scripts/lib/shortClassNames.ts'

/** The statechart playground at /__playground, in `npm run dev` only: playground.html is no
 *  build input, so `npm run build` leaves it out. */
const playgroundInDev: Plugin = {
  name: 'playground-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url === '/__playground' || request.url?.startsWith('/__playground?'))
        request.url = request.url.replace('/__playground', '/playground.html')
      next()
    })
  },
}

/** The Talent Agents' console in `npm run dev`: /agents and /agents/* get its own page
 *  (agents.html), as the built server answers them (server/site.ts). */
const consoleInDev: Plugin = {
  name: 'console-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/agents(\/|\?|$)/.test(request.url))
        request.url = `/agents.html${request.url.replace(/^[^?]*/, '')}`
      next()
    })
  },
}

// One config for the client build (index.html) and the prerender build (`vite build --ssr`).
export default defineConfig(({ command, isSsrBuild }) => ({
  // Readable class names while developing; short ones in the build (scripts/lib/shortClassNames.ts).
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The page layout is a few lines every page needs: a chunk of its own would be one more
      // request on every first visit.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/_page' ? [] : undefined),
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    playgroundInDev,
    consoleInDev,
    // Also the statecharts' runtime, evaluated while the visitor reads (src/ui/lazy/whenIdle.ts):
    // compiled on the main thread as it ran, it was part of a 700 ms task on a slow phone. Not
    // `schemas`: the hint's 37 bytes took /reach-out-a-talent-agent, which loads it before
    // hydration, over its budget.
    compileHints(['app', 'shell', 'flows']),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8787',
      '/campaigns': 'http://127.0.0.1:8787',
      '/demo': 'http://127.0.0.1:8787',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser of the es2022 target but Safari before 17 supports modulepreload; the
    // polyfill would be in the entry of every first visit.
    modulePreload: { polyfill: false },
    outDir: 'dist/client',
    // One stylesheet for the whole site (13.9 KB gzip on 2026-11-29, cached across pages; the
    // budget holds it: scripts/bundle-budget.ts) instead of a render-blocking request per
    // component chunk.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The site, and the Talent Agents' console apart (src/agents/main.tsx, with a router
          // of its own): no public page carries the console's routes.
          input: { index: 'index.html', agents: 'agents.html' },
          output: {
            codeSplitting: {
              groups: [
                ...firstLoadChunks('src/main.tsx', 'src/router.tsx', {
                  // What every flow shares, in one file of its own: the statecharts' runtime,
                  // the machines' helpers, the door to the API (which loads the HTTP client
                  // on first call) and the browser storage helpers. A first visit loads it
                  // only when a flow starts: a form, a dialog, a session cookie to restore,
                  // an interview link, an island with a machine.
                  shared: {
                    flows: new RegExp(
                      [
                        /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/,
                        /src[\\/]machines[\\/](timing|shared)\.ts$/,
                        /src[\\/]ui[\\/]flow[\\/]useAppActorRef\.ts$/,
                        /src[\\/]api[\\/]lazyClient\.ts$/,
                        /src[\\/]lib[\\/]browserStorage\.ts$/,
                      ]
                        .map((pattern) => pattern.source)
                        .join('|'),
                    ),
                  },
                  // The footer island; apart, what pages also show: the form parts the
                  // newsletter box uses (not the forms' fields), the box, the social icons.
                  later: {
                    forms: /src[\\/]ui[\\/]forms[\\/](?!Field|Icons)/,
                    social: /src[\\/]ui[\\/]shell[\\/]Social/,
                    subscribe: 'src/ui/subscribe/SubscribeBox.tsx',
                    footer: 'src/ui/shell/SiteFooter.tsx',
                  },
                  // The address check the footer's newsletter box shares with the contract's
                  // schemas: in their chunk, the footer would load zod.
                  inShell: /src[\\/]lib[\\/]email\.ts$/,
                }),
                // zod and the contract's schemas in one chunk (the forms' pages, the HTTP
                // client): the session's cookie check loads zod alone, which would otherwise
                // split them into two requests.
                { name: 'schemas', test: /node_modules[\\/]zod[\\/]|src[\\/]api[\\/]schemas\.ts$/ },
              ],
            },
          },
        },
  },
}))
