// `npm run gallery`: the state gallery. For each state a machine's view renders (scripts/lib/
// gallery-scenes.ts), a picture of what the user sees, at 375 and 1440 px, cropped to the
// component, as JPEG (quality 70) or PNG when that is smaller, in docs/statecharts/gallery/
// <machine>/<state>-<width>.<ext>, with manifest.json recording the sha256 of the sources each
// picture depends on. It serves the production build (run `npm run build` first) with a
// throwaway data directory and demo data, and drives the real site in Debian's Chromium through
// the flows of `npm run screenshots`. Run `npm run statecharts` afterwards to link the pictures.
// `npm run gallery -- --check`: no browser; fails when a source recorded in the manifest has
// changed since the pictures were taken, or a picture is missing.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from '@playwright/test'
import { viewports } from '../tests/e2e/site-routes.ts'
import {
  type GalleryManifest,
  type GalleryPicture,
  changedInputs,
  galleryDir,
  inputHashes,
  manifestFile,
  readManifest,
} from './lib/gallery-manifest.ts'
import { galleryScenes, sharedStyles, viewSources } from './lib/gallery-scenes.ts'
import { loadMachines } from './lib/machines.ts'
import { launchChromium, startSiteServer } from './lib/site-server.ts'

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
const port = 8831
const dataDir = '.tmp/gallery-data'

const machineFiles = new Map((await loadMachines()).map(({ machine, file }) => [machine.id, file]))
const currentInputs = (machine: string) => {
  const file = machineFiles.get(machine)
  if (!file) throw new Error(`No machine ${machine} in src/machines`)
  return inputHashes(file, [...(viewSources[machine] ?? []), ...sharedStyles])
}

if (values.check) {
  const manifest = readManifest()
  if (!manifest) {
    console.error(`${manifestFile} is missing: run \`npm run gallery\`.`)
    process.exit(1)
  }
  const problems = Object.entries(manifest.inputs).flatMap(([machine, recorded]) =>
    changedInputs(recorded, currentInputs(machine)).map((change) => `${machine}: ${change}`),
  )
  for (const picture of manifest.pictures) {
    if (!existsSync(join('docs/statecharts', picture.file)))
      problems.push(`docs/statecharts/${picture.file} is missing`)
  }
  if (problems.length) {
    console.error(
      'The state gallery is older than its sources (run `npm run build && npm run gallery`):',
    )
    for (const problem of problems) console.error(`  - ${problem}`)
    process.exit(1)
  }
  console.log(`The state gallery is current: ${manifest.pictures.length} pictures.`)
  process.exit(0)
}

if (!existsSync('dist/client/prerendered.json')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

/** Waits for hydration and web fonts, then for CSS transitions to end (dialogs fade in). */
async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => 0))),
  )
}

rmSync(dataDir, { recursive: true, force: true })
rmSync(galleryDir, { recursive: true, force: true })
const server = await startSiteServer(port, { dataDir })
const browser = await launchChromium()
const pictures: GalleryPicture[] = []
const failures: string[] = []
try {
  for (const width of ['phone', 'desktop'] as const) {
    const viewport = viewports[width]
    const context = await browser.newContext({
      viewport,
      baseURL: `http://127.0.0.1:${port}`,
      reducedMotion: 'reduce',
    })
    for (const scene of galleryScenes) {
      if (!scene.widths.includes(width)) continue
      const base = join(scene.machine, `${scene.state}-${viewport.width}`)
      // A flow on two shared cores now and then misses a step's timing: one more try.
      let lastError: Error | undefined
      for (let attempt = 0; attempt < 2; attempt++) {
        await context.clearCookies()
        const page = await context.newPage()
        try {
          await scene.act(page)
          await settle(page)
          const element = scene.crop(page)
          const jpeg = await element.screenshot({ type: 'jpeg', quality: 70 })
          const png = await element.screenshot({ type: 'png' })
          const [bytes, ext] = png.length < jpeg.length ? [png, 'png'] : [jpeg, 'jpg']
          const file = `gallery/${base}.${ext}`
          mkdirSync(join(galleryDir, scene.machine), { recursive: true })
          writeFileSync(join('docs/statecharts', file), bytes)
          const { machine, state, caption } = scene
          pictures.push({
            machine,
            state,
            caption,
            width: viewport.width,
            file,
            bytes: bytes.length,
          })
          lastError = undefined
          break
        } catch (error) {
          lastError = error as Error
        } finally {
          await page.close()
        }
      }
      if (lastError) failures.push(`${base}: ${lastError.message.split('\n')[0]}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}

// One order whatever the widths' order: by scene, then phone before desktop.
const order = (picture: GalleryPicture) =>
  galleryScenes.findIndex((s) => s.machine === picture.machine && s.state === picture.state)
pictures.sort((a, b) => order(a) - order(b) || a.width - b.width)
const machines = [...new Set(pictures.map((picture) => picture.machine))].sort()
const manifest: GalleryManifest = {
  pictures,
  inputs: Object.fromEntries(machines.map((machine) => [machine, currentInputs(machine)])),
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)

const total = readdirSync(galleryDir, { recursive: true })
  .map((name) => join(galleryDir, String(name)))
  .filter((path) => statSync(path).isFile() && !path.endsWith('.json'))
  .reduce((sum, path) => sum + statSync(path).size, 0)
console.log(
  `${pictures.length} pictures in ${galleryDir}, ${(total / 1024).toFixed(0)} KiB in all.`,
)
if (failures.length) {
  console.error(`${failures.length} could not be taken:\n${failures.join('\n')}`)
  process.exit(1)
}
