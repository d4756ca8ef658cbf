// The first step of `npm test`: the Debian packages the tests need beyond Node and npm
// (Chromium for the browser tests, PostgreSQL for the server's tests, nginx for the fault
// suite, a font for the PDFs and screenshots). Missing ones are installed with apt-get as root
// or with passwordless sudo; otherwise it stops at once with the one command that installs them.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface Requirement {
  /** The Debian package that provides it. */
  package: string
  isPresent: () => boolean
}

const postgresRoot = '/usr/lib/postgresql'

export const requirements: Requirement[] = [
  // The statecharts' diagrams are drawn in this browser (CHROMIUM_PATH may point elsewhere).
  {
    package: 'chromium',
    isPresent: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  // The end-to-end tests drive its headless shell (playwright.config.ts says why).
  {
    package: 'chromium-headless-shell',
    isPresent: () =>
      existsSync(process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'),
  },
  // scripts/lib/throwaway-postgres.ts looks for initdb here.
  {
    package: 'postgresql',
    isPresent: () =>
      existsSync(postgresRoot) &&
      readdirSync(postgresRoot).some((version) =>
        existsSync(join(postgresRoot, version, 'bin', 'initdb')),
      ),
  },
  // The fault suite's rolling restart runs deploy/nginx.conf in it (tests/faults/support/nginx.ts).
  { package: 'nginx', isPresent: () => existsSync('/usr/sbin/nginx') },
  {
    package: 'fonts-dejavu-core',
    isPresent: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  },
]

/** What this machine allows. */
export interface System {
  isRoot: boolean
  hasAptGet: () => boolean
  /** True when sudo runs without asking for a password (answered within a second). */
  canSudo: () => boolean
  /** Runs a command with the output shown; its exit status. */
  run: (command: string, args: string[]) => number
  log: (line: string) => void
}

const installArgs = (packages: string[]) => [
  'install',
  '-y',
  '-qq',
  '--no-install-recommends',
  ...packages,
]

/** The one command a person with the rights must run. */
export const installCommand = (packages: string[]) =>
  `sudo apt-get update && sudo apt-get ${installArgs(packages).join(' ')}`

/** Installs what `missing` lists, or says how; the exit status of the step. */
export function setUpSystem(missing: string[], system: System): number {
  if (missing.length === 0) return 0
  if (!system.hasAptGet()) {
    system.log(`The tests need the Debian packages ${missing.join(', ')}, and there is no apt-get.`)
    return 1
  }
  const sudo = system.isRoot ? [] : system.canSudo() ? ['sudo'] : undefined
  if (!sudo) {
    system.log(
      `The tests need ${missing.join(', ')}. Install them, then run npm test again:\n\n` +
        `  ${installCommand(missing)}\n`,
    )
    return 1
  }
  system.log(`Installing ${missing.join(', ')} with apt-get…`)
  const aptGet = (args: string[]) =>
    sudo.length ? system.run('sudo', ['apt-get', ...args]) : system.run('apt-get', args)
  if (aptGet(['update', '-qq']) !== 0) return 1
  return aptGet(installArgs(missing))
}

const succeeds = (command: string, args: string[], timeout?: number) =>
  spawnSync(command, args, { stdio: 'ignore', timeout }).status === 0

export const realSystem: System = {
  isRoot: process.getuid?.() === 0,
  hasAptGet: () => succeeds('sh', ['-c', 'command -v apt-get']),
  // -n: fail instead of asking; the timeout keeps the step's answer within a second.
  canSudo: () => succeeds('sudo', ['-n', 'true'], 1000),
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status ?? 1,
  log: (line) => console.log(line),
}

/** The packages this machine lacks, installed or explained; the exit status. */
export const setUpThisSystem = () =>
  setUpSystem(
    requirements.filter((need) => !need.isPresent()).map((need) => need.package),
    realSystem,
  )

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(setUpThisSystem())
