// The playground (playground.html, no part of the site's build) as a static build: the entry
// `npm run dev` serves, with the same plugin. recorder.spec.ts builds it while its browser
// records the sessions (about 10 s of a core), unless PLAYGROUND_BUILD names one already made:
// `npm test` makes it with this file (`tsx tests/e2e/playground.ts <dir>`) beside the lint
// stage, where a core is idle, rather than during the end-to-end run, where both are busy.
import react from '@vitejs/plugin-react'
import { build } from 'vite'

export const buildPlayground = (outDir: string) =>
  build({
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: 'playground.html' },
    },
  })

if (import.meta.url === `file://${process.argv[1]}`) {
  buildPlayground(process.argv[2] ?? '.tmp/recorder-playground').catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
