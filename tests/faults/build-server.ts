// Global setup of the fault suite: its servers run as in production, built to JavaScript and
// started with plain node (`npm run serve`). This builds them once, into a temporary directory
// (or takes the build SERVER_BUILD names: tests/support/serverBuild.ts), and makes the small
// built site they serve once for every file (tests/server/siteFixture.ts).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { makeSiteFixture } from '../server/siteFixture.ts'
import { serverBuild } from '../support/serverBuild.ts'

export default async function setup(project: TestProject) {
  const build = await serverBuild()
  const site = makeSiteFixture()
  project.provide('serverBuild', join(build.dir, 'main.js'))
  project.provide('siteFixture', site)
  return () => {
    rmSync(site, { recursive: true, force: true })
    build.remove()
  }
}
