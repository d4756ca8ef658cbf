// `npm run gallery`: the state gallery. For each state a machine's view renders (scripts/lib/
// gallery-scenes.ts), a picture of what the user sees, at 375 and 1440 px, cropped to the
// component, as JPEG (quality 70) or PNG when that is smaller, in docs/statecharts/gallery/
// <machine>/<name>-<width>.<ext>, with manifest.json recording the sha256 of the sources each
// picture depends on. It serves the playground (src/playground) with Vite on 127.0.0.1 and, in
// Debian's Chromium, opens each scene's link: the real machine and view, replaying the scene's
// steps on the model tests' fakes, the view alone on the page (`frame=view`). No API server.
// A run retakes every picture (about 14 minutes); `npm run gallery -- --machine=agentCampaign`
// (repeatable, or a comma list) retakes only those machines' pictures and keeps every other
// picture and its manifest entry as they are.
// Run `npm run statecharts` afterwards to link the pictures. Before the pictures, at each width,
// it checks that the playground's steps take a mouse click while the view's modal dialog is open
// (scripts/lib/playground-clicks.ts).
// `npm run gallery -- --check` (a step of `npm test`): no browser; fails unless every state of
// a machine with a view has a scene, a look-alike or a reason (scripts/lib/gallery-coverage.ts);
// says which machines' pictures are older than their sources. Every scene is replayed in
// tests/unit/gallery-scenes.test.tsx.
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Locator, Page } from '@playwright/test'
import { createServer } from 'vite'
import { stateLink } from '../src/playground/playgroundRun.ts'
import { viewports } from '../tests/e2e/site-routes.ts'
import { demoCampaign } from '../tests/support/campaign.ts'
import {
  type GalleryManifest,
  type GalleryPicture,
  changedInputs,
  withRetaken,
  galleryDir,
  inputHashes,
  manifestFile,
  readManifest,
} from './lib/gallery-manifest.ts'
import { galleryCoverageProblems } from './lib/gallery-coverage.ts'
import {
  type GalleryScene,
  galleryScenes,
  lookAlikes,
  sharedSources,
  unpictured,
  viewSources,
  widthsOf,
} from './lib/gallery-scenes.ts'
import { loadMachines } from './lib/machines.ts'
import { checkStepsClickableBesideModal } from './lib/playground-clicks.ts'
import { launchChromium } from './lib/site-server.ts'

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    port: { type: 'string', default: '5174' },
    machine: { type: 'string', multiple: true, default: [] },
  },
})

const machineFiles = new Map((await loadMachines()).map(({ machine, file }) => [machine.id, file]))
const currentInputs = (machine: string) => {
  const file = machineFiles.get(machine)
  if (!file) throw new Error(`No machine ${machine} in src/machines`)
  return inputHashes(file, [...(viewSources[machine] ?? []), ...sharedSources])
}

/** A scene's pictures' path in docs/statecharts/gallery, without the width and extension. */
const sceneFileBase = (scene: GalleryScene) => `${scene.machine}/${scene.name ?? scene.state}`

if (values.check) {
  // Coverage, not freshness: pictures are retaken by `npm run gallery` when someone wants them
  // current, never demanded by `npm test` (a one-line view change would stale dozens).
  const problems = galleryCoverageProblems(
    (await loadMachines()).map(({ machine }) => machine),
    galleryScenes,
    lookAlikes,
    unpictured,
    Object.keys(viewSources),
  )
  if (problems.length) {
    console.error('The state gallery does not account for every state its views render:')
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  console.log(
    `Every state a view renders has a scene, a look-alike or a reason (${galleryScenes.length} scenes).`,
  )
  // What `npm run gallery` would retake: said, not failed on.
  const manifest = readManifest()
  const stale = Object.entries(manifest?.inputs ?? {}).flatMap(([machine, recorded]) =>
    changedInputs(recorded, currentInputs(machine)).length ? [machine] : [],
  )
  const untaken = galleryScenes.filter(
    (scene) =>
      !manifest?.pictures.some(
        (picture) =>
          picture.machine === scene.machine &&
          picture.file.startsWith(`gallery/${sceneFileBase(scene)}-`),
      ),
  )
  if (stale.length)
    console.log(`Pictures older than their sources (npm run gallery retakes): ${stale.join(', ')}`)
  if (untaken.length)
    console.log(
      `Scenes not pictured yet: ${untaken.map((scene) => `${scene.machine} ${scene.name ?? scene.state}`).join(', ')}`,
    )
  process.exit(0)
}

// The machines to retake: those named by --machine, else all.
const pictured = [...new Set(galleryScenes.map((scene) => scene.machine))].sort()
const chosen = values.machine.flatMap((value) => value.split(',')).map((name) => name.trim())
const unknown = chosen.filter((name) => !pictured.includes(name))
if (unknown.length) {
  console.error(`No scenes of ${unknown.join(', ')}; the machines pictured: ${pictured.join(', ')}`)
  process.exit(1)
}
const retaken = chosen.length ? [...new Set(chosen)] : pictured
const scenes = galleryScenes.filter((scene) => retaken.includes(scene.machine))

const started = Date.now()
const port = Number(values.port)
// Vite's optimized dependencies go to a folder of the gallery's own, as node_modules may be
// shared (a symbolic link to another checkout's, whose fonts Vite then must be allowed to serve).
const vite = await createServer({
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    hmr: false,
    fs: { allow: [process.cwd(), realpathSync('node_modules')] },
  },
  cacheDir: '.tmp/gallery-vite',
  logLevel: 'warn',
})
await vite.listen()
const origin = `http://127.0.0.1:${port}`

/** The scene's link: the playground showing the entry's view alone after the scene's steps. */
const linkOf = (scene: GalleryScene) =>
  `${stateLink('/__playground', scene.entry, scene.steps)}&frame=view`

/** Opens the scene and waits until every step is replayed, the state is the scene's, the
 *  campaign's rich-text editors have replaced their stand-ins, fonts are in and CSS transitions
 *  (the modals' fades) have ended. Returns what to photograph: the scene's crop, an open
 *  <dialog>, the view, or the page as seen when the view is all fixed layers (the overlay and
 *  its alert float over the page). */
async function open(page: Page, scene: GalleryScene): Promise<Locator | Page> {
  await page.goto(linkOf(scene))
  const frame = page.locator('.view-only')
  // Attached, not visible: a view of fixed layers only has no size of its own.
  await frame.waitFor({ state: 'attached' })
  const replayed = await frame.getAttribute('data-steps')
  const state = await frame.getAttribute('data-state')
  if (replayed !== String(scene.steps.length) || state !== scene.state)
    throw new Error(
      `replayed ${replayed} of ${scene.steps.length} steps to '${state}', not '${scene.state}'`,
    )
  // A campaign's rich-text field is a textarea until the Tiptap editor, fetched once the
  // console is idle (src/agents/editor/RichTextField.tsx), takes its place: the picture shows
  // the settled console, editor and toolbar. While the textarea stands in, the field's label
  // (the one with an id, which later names the editor's region) is the textarea's label.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll<HTMLLabelElement>('.view-only label[id]')].some(
        (label) => label.control instanceof HTMLTextAreaElement,
      ),
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Wait only for the animations that end in time: spinners turn forever, and an animation
  // driven by scrolling (the agreement's 'more below' shade) ends only when the person scrolls.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => 0)),
    ),
  )
  if (scene.crop === 'page') return page
  if (scene.crop) return page.locator(scene.crop).first()
  const dialog = page.locator('dialog[open]')
  if ((await dialog.count()) > 0) return dialog.last()
  const box = await frame.boundingBox()
  return box && box.height > 0 ? frame : page
}

/** The demo campaign's page that stands in for an outside page of the fakes' campaign
 *  (tests/support/campaign.ts), with its stylesheet and script. */
function framePage(url: URL): { contentType: string; body: string } | undefined {
  const demoFile = (name: string, contentType: string) => ({
    contentType,
    body: readFileSync(join('server/demo/pages', name), 'utf8'),
  })
  if (url.pathname === '/demo/demo.css') return demoFile('demo.css', 'text/css')
  if (url.pathname === '/demo/scheduler.js') return demoFile('scheduler.js', 'text/javascript')
  if (url.hostname === new URL(demoCampaign.interviewLink).hostname)
    return demoFile('interview.html', 'text/html')
  if (url.hostname === new URL(demoCampaign.calendarLink).hostname)
    return demoFile('scheduler.html', 'text/html')
  return undefined
}

// All retaken: from an empty folder, so no picture of a scene since removed stays behind.
if (chosen.length)
  for (const machine of retaken) rmSync(join(galleryDir, machine), { recursive: true, force: true })
else rmSync(galleryDir, { recursive: true, force: true })
const browser = await launchChromium()
const pictures: GalleryPicture[] = []
const failures: string[] = []
try {
  for (const width of ['phone', 'desktop'] as const) {
    const viewport = viewports[width]
    const context = await browser.newContext({ viewport, baseURL: origin, reducedMotion: 'reduce' })
    // Nothing leaves the machine. The campaign of the fakes links the interview and the
    // scheduler at example.com: their frames get the pages the demo campaign shows instead
    // (server/demo/pages), as a candidate would see a page there; anything else is refused.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        const page = framePage(new URL(route.request().url()))
        return page ? route.fulfill(page) : route.abort()
      },
    )
    const page = await context.newPage()
    // Vite transforms the playground's modules on the first visit: minutes on a busy machine.
    await page.goto('/__playground', { timeout: 300_000 })
    await page.getByRole('navigation', { name: 'Machines' }).waitFor({ timeout: 300_000 })
    page.setDefaultTimeout(30_000)
    await checkStepsClickableBesideModal(page).catch((error: Error) =>
      failures.push(`the playground at ${viewport.width} px: ${error.message.split('\n')[0]}`),
    )
    for (const scene of scenes) {
      if (!widthsOf(scene).includes(width)) continue
      const base = `${sceneFileBase(scene)}-${viewport.width}`
      try {
        const element = await open(page, scene)
        const jpeg = await element.screenshot({ type: 'jpeg', quality: 70 })
        const png = await element.screenshot({ type: 'png' })
        const [bytes, ext] = png.length < jpeg.length ? [png, 'png'] : [jpeg, 'jpg']
        const file = `gallery/${base}.${ext}`
        mkdirSync(join(galleryDir, scene.machine), { recursive: true })
        writeFileSync(join('docs/statecharts', file), bytes)
        const { machine, state, caption } = scene
        pictures.push({ machine, state, caption, width: viewport.width, file, bytes: bytes.length })
      } catch (error) {
        failures.push(`${base}: ${(error as Error).message.split('\n')[0]}`)
      }
    }
    await context.close()
  }
} finally {
  await browser.close()
  await vite.close()
}

const machines = [...new Set(pictures.map((picture) => picture.machine))]
const manifest: GalleryManifest = withRetaken(chosen.length ? readManifest() : undefined, retaken, {
  pictures,
  inputs: Object.fromEntries(machines.map((machine) => [machine, currentInputs(machine)])),
})
// One order whatever the widths' order and the machines retaken: by scene, then phone before
// desktop (a kept picture of a scene since removed goes last).
const sceneIndex = new Map(galleryScenes.map((scene, index) => [sceneFileBase(scene), index]))
const rank = ({ file }: GalleryPicture) =>
  sceneIndex.get(file.slice('gallery/'.length, file.lastIndexOf('-'))) ?? galleryScenes.length
manifest.pictures.sort((a, b) => rank(a) - rank(b) || a.width - b.width)
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)

const total = readdirSync(galleryDir, { recursive: true })
  .map((name) => join(galleryDir, String(name)))
  .filter((path) => statSync(path).isFile() && !path.endsWith('.json'))
  .reduce((sum, path) => sum + statSync(path).size, 0)
console.log(
  `${pictures.length} pictures of ${retaken.length} machines retaken, ` +
    `${manifest.pictures.length} in ${galleryDir}, ${(total / 1024).toFixed(0)} KiB in all, ` +
    `in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
)
if (failures.length) {
  console.error(`${failures.length} could not be taken:\n${failures.join('\n')}`)
  process.exit(1)
}
