// The deployment files an operator copies (deploy/): the systemd unit passes systemd's own
// check, its stop timeout outlasts the drain and its start waits for readiness; the proxies
// check readiness (not the liveness a supervisor asks) and keep the operator API and the
// metrics off the internet. The nginx file also runs in the fault suite's rolling restart,
// which asks those paths through a real nginx.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { livePath, metricsPath, readyPath } from '../../server/api/health.ts'
import { defaultDrainGraceMs, defaultDrainTimeoutMs } from '../../server/config.ts'
import { operatorBase } from '../../server/operator/contract.ts'

const unit = 'deploy/nova-club.service'
const analyze = '/usr/bin/systemd-analyze'
const read = (file: string) => readFileSync(file, 'utf8')
/** The file without its comments: what the program reads. */
const directives = (file: string) => read(file).replace(/^\s*#.*$/gm, '')

describe('deploy/nova-club.service', () => {
  it.skipIf(!existsSync(analyze))('passes systemd-analyze verify without a warning', () => {
    const result = spawnSync(analyze, ['verify', unit], { encoding: 'utf8', timeout: 30_000 })
    expect(result.stderr + result.stdout).toBe('')
    expect(result.status).toBe(0)
  })

  it('gives the drain time to finish before systemd kills the server', () => {
    const text = read(unit)
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)s$/m.exec(text)?.[1])
    expect(stopSeconds * 1000).toBeGreaterThan(defaultDrainTimeoutMs + 5000)
    expect(text).toMatch(/^KillSignal=SIGTERM$/m)
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node dist\/server\/main\.js$/m)
  })

  it('returns from a start once the server is ready, on its own port', () => {
    const post = /^ExecStartPost=(.*)$/m.exec(directives(unit))?.[1] ?? ''
    expect(post).toContain(`http://127.0.0.1:$\${PORT:-8787}${readyPath}`)
    expect(post).toMatch(/until curl -fsS/)
    expect(post).not.toContain(livePath)
  })
})

describe('deploy/nginx.conf', () => {
  const text = directives('deploy/nginx.conf')
  it.each([`${operatorBase}/`, metricsPath])('answers %s with 404 at the proxy', (path) => {
    const location = new RegExp(`location \\^~ ${path.replaceAll('/', '\\/')} \\{\\s*return 404;`)
    expect(text).toMatch(location)
  })

  it('names /api/ready, not /api/live or /api/health, for active checks', () => {
    const comments = read('deploy/nginx.conf')
    expect(comments).toContain(`health_check uri=${readyPath};`)
  })
})

describe('deploy/Caddyfile', () => {
  const text = directives('deploy/Caddyfile')
  it.each([`${operatorBase}/*`, `${metricsPath}*`])('answers %s with 404 at the proxy', (path) => {
    expect(text).toMatch(new RegExp(`^\\s*respond ${path.replaceAll('*', '\\*')} 404$`, 'm'))
  })

  it('checks readiness often enough to leave a stopping server out within its grace', () => {
    expect(text).toMatch(new RegExp(`^\\s*health_uri ${readyPath}$`, 'm'))
    const interval = Number(/^\s*health_interval (\d+)s$/m.exec(text)?.[1])
    expect(interval * 1000).toBeLessThan(defaultDrainGraceMs)
  })
})
