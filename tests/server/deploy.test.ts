// The deployment files an operator copies (deploy/): the systemd unit passes systemd's own
// check, and its stop timeout outlasts the drain.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultDrainTimeoutMs } from '../../server/config.ts'

const unit = 'deploy/nova-club.service'
const analyze = '/usr/bin/systemd-analyze'

describe('deploy/nova-club.service', () => {
  it.skipIf(!existsSync(analyze))('passes systemd-analyze verify without a warning', () => {
    const result = spawnSync(analyze, ['verify', unit], { encoding: 'utf8', timeout: 30_000 })
    expect(result.stderr + result.stdout).toBe('')
    expect(result.status).toBe(0)
  })

  it('gives the drain time to finish before systemd kills the server', () => {
    const text = readFileSync(unit, 'utf8')
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)s$/m.exec(text)?.[1])
    expect(stopSeconds * 1000).toBeGreaterThan(defaultDrainTimeoutMs + 5000)
    expect(text).toMatch(/^KillSignal=SIGTERM$/m)
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node dist\/server\/main\.js$/m)
  })
})
