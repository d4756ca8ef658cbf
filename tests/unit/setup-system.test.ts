// npm test's first step: installs the missing Debian packages when it may, else stops at once
// with the one command that does.
import { describe, expect, it } from 'vitest'
import { installCommand, setUpSystem, type System } from '../../scripts/setup-system.ts'

function fakeSystem(overrides: Partial<System> = {}) {
  const runs: string[] = []
  const lines: string[] = []
  const system: System = {
    isRoot: false,
    hasAptGet: () => true,
    canSudo: () => false,
    run: (command, args) => {
      runs.push([command, ...args].join(' '))
      return 0
    },
    log: (line) => lines.push(line),
    ...overrides,
  }
  return { system, runs, lines }
}

const missing = ['chromium', 'postgresql']

describe('setting up the system packages', () => {
  it('does nothing when nothing is missing', () => {
    const { system, runs } = fakeSystem({ isRoot: true })
    expect(setUpSystem([], system)).toBe(0)
    expect(runs).toEqual([])
  })

  it('installs what is missing with apt-get as root', () => {
    const { system, runs } = fakeSystem({ isRoot: true })
    expect(setUpSystem(missing, system)).toBe(0)
    expect(runs).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium postgresql',
    ])
  })

  it('uses passwordless sudo otherwise', () => {
    const { system, runs } = fakeSystem({ canSudo: () => true })
    expect(setUpSystem(['fonts-dejavu-core'], system)).toBe(0)
    expect(runs).toEqual([
      'sudo apt-get update -qq',
      'sudo apt-get install -y -qq --no-install-recommends fonts-dejavu-core',
    ])
  })

  it('stops at once with the one command to run when it may not install', () => {
    const { system, runs, lines } = fakeSystem()
    const started = performance.now()
    expect(setUpSystem(missing, system)).toBe(1)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(runs).toEqual([])
    expect(lines.join('\n')).toContain(
      'sudo apt-get update && sudo apt-get install -y -qq --no-install-recommends chromium postgresql',
    )
    expect(installCommand(missing)).toBe(
      'sudo apt-get update && sudo apt-get install -y -qq --no-install-recommends chromium postgresql',
    )
  })

  it('fails when apt-get fails, and says so without apt-get', () => {
    const failing = fakeSystem({ isRoot: true, run: () => 100 })
    expect(setUpSystem(missing, failing.system)).toBe(1)
    const noApt = fakeSystem({ isRoot: true, hasAptGet: () => false })
    expect(setUpSystem(missing, noApt.system)).toBe(1)
    expect(noApt.lines.join('\n')).toContain('chromium, postgresql')
    expect(noApt.runs).toEqual([])
  })
})
