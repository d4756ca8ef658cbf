// A real nginx (Debian's package, scripts/setup-system.ts) in front of test servers, run as a
// child process with a configuration derived from deploy/nginx.conf: its upstream block and its
// `location` blocks as they are (the proxy and what it keeps off the internet), the upstream's servers replaced by the test's, plain HTTP on
// a free port of 127.0.0.1, and every path nginx writes in a temporary directory.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { freePort } from '../../../scripts/lib/throwaway-postgres.ts'

export { freePort }

export const nginxBinary = '/usr/sbin/nginx'
const deployed = 'deploy/nginx.conf'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups.length = 0
})

/** The block that starts with `opening` (e.g. 'upstream nova_club {') in `config`. */
export function block(config: string, opening: string): string {
  const start = config.indexOf(opening)
  if (start < 0) throw new Error(`${deployed} has no "${opening}" block`)
  let depth = 0
  for (let index = start; index < config.length; index++) {
    if (config[index] === '{') depth++
    if (config[index] === '}' && --depth === 0) return config.slice(start, index + 1)
  }
  throw new Error(`${deployed}: "${opening}" is not closed`)
}

/** How long nginx leaves out a server that failed (deploy/nginx.conf's fail_timeout). */
export function failTimeoutMs(): number {
  const seconds = /fail_timeout=(\d+)s/.exec(readFileSync(deployed, 'utf8'))?.[1]
  if (!seconds) throw new Error(`${deployed} sets no fail_timeout in seconds`)
  return Number(seconds) * 1000
}

/** nginx's configuration for a proxy on `port` in front of `upstreams` (host:port). */
export function derivedConfig(dir: string, port: number, upstreams: string[]): string {
  const config = readFileSync(deployed, 'utf8').replace(/^\s*#.*$/gm, '')
  const upstream = block(config, 'upstream nova_club {')
  const servers = [...upstream.matchAll(/^\s*server\s+\S+(.*);$/gm)]
  if (servers.length !== upstreams.length) {
    throw new Error(`${deployed} has ${servers.length} upstream servers, not ${upstreams.length}`)
  }
  let ours = upstream
  servers.forEach((server, index) => {
    ours = ours.replace(server[0], `    server ${upstreams[index]}${server[1]};`)
  })
  const locations = [...config.matchAll(/^\s*location [^{]*\{/gm)].map((opening) =>
    block(config, opening[0].trim()),
  )
  if (!locations.some((location) => location.startsWith('location / {'))) {
    throw new Error(`${deployed} has no "location / {" block`)
  }
  const asRoot = process.getuid?.() === 0
  return `
daemon off;
master_process on;
worker_processes 1;
${asRoot ? 'user root root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    client_max_body_size 64k;
    ${ours}
    server {
        listen 127.0.0.1:${port};
        ${locations.join('\n        ')}
    }
}
`
}

export interface Nginx {
  url: string
  /** nginx's error log so far (upstream failures are logged there). */
  errorLog(): string
  stop(): Promise<void>
}

/** Starts nginx in front of `upstreams`; resolves once it answers. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'nova-nginx-'))
  mkdirSync(join(dir, 'logs'))
  const port = await freePort()
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, derivedConfig(dir, port, upstreams))
  // Refuses a configuration nginx cannot read with nginx's own message.
  execFileSync(nginxBinary, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' })
  const child = spawn(nginxBinary, ['-p', dir, '-c', conf], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  cleanups.push(stop)
  const errorLog = () => {
    const file = join(dir, 'error.log')
    return existsSync(file) ? readFileSync(file, 'utf8') : ''
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline || child.exitCode !== null) {
      const log = errorLog()
      await stop()
      throw new Error(`nginx did not answer within 10 s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url,
    errorLog,
    stop,
  }
}
