// Global setup of the fault suite: its servers run as in production, built to JavaScript and
// started with plain node (`npm run serve`). This builds them once, into a temporary directory
// (or takes the build SERVER_BUILD names: tests/support/serverBuild.ts), and makes the small
// built site they serve once for every file (tests/server/siteFixture.ts). It also starts the
// PostgreSQL cluster the files share that only need one to make empty databases on
// (postgres-servers.ts): one initdb and start instead of one per file, about 4 s each.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startThrowawayPostgres, stopOnExit } from '../../scripts/lib/throwaway-postgres.ts'
import { makeSiteFixture } from '../server/siteFixture.ts'
import { serverBuild } from '../support/serverBuild.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the shared PostgreSQL cluster (postgres-servers.ts, sharedCluster). */
    faultCluster: string
  }
}

export default async function setup(project: TestProject) {
  const [build, cluster] = await Promise.all([serverBuild(), startThrowawayPostgres()])
  stopOnExit(cluster)
  const site = makeSiteFixture()
  project.provide('serverBuild', join(build.dir, 'main.js'))
  project.provide('siteFixture', site)
  project.provide('faultCluster', cluster.url)
  return () => {
    cluster.stop()
    rmSync(site, { recursive: true, force: true })
    build.remove()
  }
}
