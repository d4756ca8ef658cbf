// The small built site test servers serve: made once by the global setup of the server's tests
// (tests/server/global-setup.ts) and of the fault suite (tests/faults/build-server.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { overlayPreviewPositionMarker } from '../../src/lib/campaignInPage.ts'

/** A built site of a few files, enough for the server to serve pages, assets and its 404. */
export function makeSiteFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-site-'))
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
    'career-path/index.html': '<!doctype html><title>Career</title><h1>Career Path</h1>',
    // Its head names the body's tag, as the boot code's comments may.
    'interview/index.html':
      '<!doctype html><head><title>Interview</title><script>// before <body></script></head><body class="page"><h1>Interview</h1></body>',
    'interview/overlay-preview.html': `<div data-overlay-preview inert aria-hidden="true"><b>${overlayPreviewPositionMarker}</b></div>`,
    '404.html': '<!doctype html><title>Not found</title><h1>OOPS! PAGE NOT FOUND</h1>',
    'assets/index-abc123.js': 'console.log("site")',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'prerendered.json': JSON.stringify({
      pages: { '/': 'index.html', '/career-path': 'career-path/index.html' },
      prefixes: { '/interview/': 'interview/index.html' },
      notFound: '404.html',
      overlayPreview: 'interview/overlay-preview.html',
    }),
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  // The compressed copies `npm run build` writes beside each page (scripts/precompress.ts).
  const page = files['career-path/index.html']!
  writeFileSync(join(dir, 'career-path/index.html.br'), brotliCompressSync(page))
  writeFileSync(join(dir, 'career-path/index.html.gz'), gzipSync(page))
  return dir
}
