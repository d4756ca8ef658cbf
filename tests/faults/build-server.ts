// Global setup of the fault suite: its servers run as in production, built to JavaScript and
// started with plain node (`npm run serve`). This builds them once, into a temporary directory.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildServer, builtServerDir } from '../../scripts/build-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built server's entry (main.js). */
    serverBuild: string
  }
}

export default async function setup(project: TestProject) {
  const dir = builtServerDir()
  await buildServer(dir)
  project.provide('serverBuild', join(dir, 'main.js'))
  return () => rmSync(dir, { recursive: true, force: true })
}
