// Global setup of the fault suite: its servers run as in production, built to JavaScript and
// started with plain node (`npm run serve`). This builds them once, into a temporary directory
// (or takes the build SERVER_BUILD names: tests/support/serverBuild.ts).
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { serverBuild } from '../support/serverBuild.ts'

export default async function setup(project: TestProject) {
  const build = await serverBuild()
  project.provide('serverBuild', join(build.dir, 'main.js'))
  return build.remove
}
